import {
  envelopeOf,
  ZBankReviewRecord,
  ZCertificationQueueRecord,
  ZOpsApproveRequest,
  ZOpsBankReviewPage,
  ZOpsBankReviewQuery,
  ZOpsCertificationDetail,
  ZOpsCertificationPage,
  ZOpsCertificationParams,
  ZOpsCertificationQueueQuery,
  ZOpsEnterpriseParams,
  ZOpsRefuseRequest,
  ZRevealBankAccountResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { approveBankInfoAsOperator, findBankReviews, refuseBankInfoAsOperator, revealBankAccount } from './bank-review.service';
import { approveCertificationAsOperator, findCertifications, getCertificationDetail, refuseCertificationAsOperator } from './certification-review.service';
import { operatorOf, requireOperator } from './require-operator';

const tags = ['ops'];
const security = [{ bearer: [] }];

/** Certification and bank-information review queues (reviewers and admins). Every decision is audited. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const canReviewCertifications = requireOperator('ops_certification_review');
  const canReviewBank = requireOperator('ops_bank_review');

  app.get(
    '/certifications',
    {
      preHandler: canReviewCertifications,
      schema: {
        tags,
        security,
        summary: '认证审核队列（企业/个人/拖车供应商/租船供应商；默认审核中，先到先审）',
        querystring: ZOpsCertificationQueueQuery,
        response: { 200: envelopeOf(ZOpsCertificationPage) },
      },
    },
    async (request) => ok(await findCertifications({ db: app.db, query: request.query })),
  );

  app.get(
    '/certifications/:id',
    {
      preHandler: canReviewCertifications,
      schema: { tags, security, summary: '认证申请详情：表单、附件、申请人账号与历史申请', params: ZOpsCertificationParams, response: { 200: envelopeOf(ZOpsCertificationDetail) } },
    },
    async (request) => ok(await getCertificationDetail({ db: app.db, keys: app.keys, requestId: request.params.id })),
  );

  app.post(
    '/certifications/:id/approve',
    {
      preHandler: canReviewCertifications,
      schema: {
        tags,
        security,
        summary: '认证审核通过（申请人状态、权限与用户卡片即时生效，并发送消息）',
        params: ZOpsCertificationParams,
        body: ZOpsApproveRequest,
        response: { 200: envelopeOf(ZCertificationQueueRecord) },
      },
    },
    async (request) =>
      ok(
        await approveCertificationAsOperator({
          db: app.db,
          operator: operatorOf(request),
          requestId: request.params.id,
          note: request.body.note,
          clientIp: request.ip,
        }),
      ),
  );

  app.post(
    '/certifications/:id/refuse',
    {
      preHandler: canReviewCertifications,
      schema: {
        tags,
        security,
        summary: '认证审核拒绝（原因必填，≤200字，通过消息告知申请人）',
        params: ZOpsCertificationParams,
        body: ZOpsRefuseRequest,
        response: { 200: envelopeOf(ZCertificationQueueRecord) },
      },
    },
    async (request) =>
      ok(
        await refuseCertificationAsOperator({
          db: app.db,
          operator: operatorOf(request),
          requestId: request.params.id,
          reason: request.body.reason,
          clientIp: request.ip,
        }),
      ),
  );

  app.get(
    '/bank-reviews',
    {
      preHandler: canReviewBank,
      schema: { tags, security, summary: '银行信息审核队列（审核中，先到先审）', querystring: ZOpsBankReviewQuery, response: { 200: envelopeOf(ZOpsBankReviewPage) } },
    },
    async (request) => ok(await findBankReviews({ db: app.db, keys: app.keys, ...request.query })),
  );

  app.post(
    '/bank-reviews/:enterpriseId/reveal-account',
    {
      preHandler: canReviewBank,
      schema: { tags, security, summary: '查看完整银行账号（列表只显示尾号；每次查看写审计日志）', params: ZOpsEnterpriseParams, response: { 200: envelopeOf(ZRevealBankAccountResponse) } },
    },
    async (request) => ok(await revealBankAccount({ db: app.db, keys: app.keys, operator: operatorOf(request), enterpriseId: request.params.enterpriseId, clientIp: request.ip })),
  );

  app.post(
    '/bank-reviews/:enterpriseId/approve',
    {
      preHandler: canReviewBank,
      schema: { tags, security, summary: '银行信息审核通过', params: ZOpsEnterpriseParams, response: { 200: envelopeOf(ZBankReviewRecord) } },
    },
    async (request) =>
      ok(await approveBankInfoAsOperator({ db: app.db, keys: app.keys, operator: operatorOf(request), enterpriseId: request.params.enterpriseId, clientIp: request.ip })),
  );

  app.post(
    '/bank-reviews/:enterpriseId/refuse',
    {
      preHandler: canReviewBank,
      schema: {
        tags,
        security,
        summary: '银行信息审核拒绝（原因必填，≤200字，通过消息告知主账号）',
        params: ZOpsEnterpriseParams,
        body: ZOpsRefuseRequest,
        response: { 200: envelopeOf(ZBankReviewRecord) },
      },
    },
    async (request) =>
      ok(
        await refuseBankInfoAsOperator({
          db: app.db,
          keys: app.keys,
          operator: operatorOf(request),
          enterpriseId: request.params.enterpriseId,
          reason: request.body.reason,
          clientIp: request.ip,
        }),
      ),
  );
};
