import {
  envelopeOf,
  ZHistoryTodoTaskListRequest,
  ZHistoryTodoTaskPage,
  ZRefuseTodoTaskRequest,
  ZRemoveTodoTaskRequest,
  ZTodoTaskCount,
  ZTodoTaskListRequest,
  ZTodoTaskPage,
} from '@coastbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import type { TaskRegistry } from './task-source';
import { countTodoTasks, findFinishedTodoTasks, findTodoTasks, refuseTodoTask, removeTodoTask } from './task.service';

const tags = ['task'];
const security = [{ bearer: [] }];

/** The spec's {product} path segment: this portal sells domestic products. */
const PRODUCT = 'domestic';

/** web/{product}/task/todo (001 §7 "To-do tasks"): the count and the list, from the registry's sources. */
const todoRoutes: FastifyPluginAsyncZod<{ registry: TaskRegistry }> = async (app, { registry }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/getTodoTaskCount',
    { schema: { tags, security, summary: '待办数量（原始数值；页面对已认证企业/个人显示，超过99显示99+）', response: { 200: envelopeOf(ZTodoTaskCount) } } },
    async (request) => ok(await countTodoTasks({ db: app.db, registry, userId: actorOf(request).userId })),
  );

  app.post(
    '/getTodoTaskInfoList',
    {
      schema: {
        tags,
        security,
        summary: '待办列表（子账号关联申请、认证被拒待重新提交、银行信息待完善、服务条款待确认；先到先列）',
        body: ZTodoTaskListRequest,
        response: { 200: envelopeOf(ZTodoTaskPage) },
      },
    },
    async (request) => ok(await findTodoTasks({ db: app.db, registry, userId: actorOf(request).userId, ...request.body })),
  );

  app.post(
    '/getHistoryTodoTaskList',
    {
      schema: {
        tags,
        security,
        summary: '历史任务：近6个月已处理或已关闭的待办（订单已支付/取消/超时、关联申请已处理、认证已重新提交、银行信息已认证、服务条款已确认），新的在前',
        body: ZHistoryTodoTaskListRequest,
        response: { 200: envelopeOf(ZHistoryTodoTaskPage) },
      },
    },
    async (request) => ok(await findFinishedTodoTasks({ db: app.db, registry, userId: actorOf(request).userId, ...request.body })),
  );

  app.post(
    '/refuseTodoTask',
    {
      schema: { tags, security, summary: '拒绝待办：子账号关联申请按企业用户页的拒绝处理（申请人收到消息）；其他待办不能拒绝', body: ZRefuseTodoTaskRequest, response: { 200: envelopeOf(z.literal(true)) } },
    },
    async (request) => ok(await refuseTodoTask({ db: app.db, registry, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/removeTodoTask',
    {
      schema: {
        tags,
        security,
        summary: '移除待办：提醒类待办（待支付订单、认证被拒、银行信息待完善）从本人待办中移除，业务不变；关联申请与服务条款不能移除',
        body: ZRemoveTodoTaskRequest,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => ok(await removeTodoTask({ db: app.db, registry, actor: actorOf(request), request: request.body })),
  );
};

export const taskRoutes: FastifyPluginAsyncZod<{ registry: TaskRegistry }> = async (app, { registry }) => {
  await app.register(todoRoutes, { prefix: `/web/${PRODUCT}/task/todo`, registry });
};
