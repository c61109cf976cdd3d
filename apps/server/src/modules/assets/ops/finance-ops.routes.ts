import {
  envelopeOf,
  ZOpsFinanceAccountPage,
  ZOpsFinanceAccountQuery,
  ZOpsFinanceApproveRequest,
  ZOpsFinanceIdParams,
  ZOpsFinanceRejectRequest,
  ZOpsLedgerPage,
  ZOpsLedgerQuery,
  ZOpsOfflineTopup,
  ZOpsOfflineTopupPage,
  ZOpsOfflineTopupQuery,
  ZOpsRevealWithdrawalAccount,
  ZOpsVoucherParams,
  ZOpsWithdrawal,
  ZOpsWithdrawalPage,
  ZOpsWithdrawalQuery,
} from '@coastbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { contentDisposition } from '../../file';
import { operatorDecision, operatorOf, requireOperator } from '../../ops';
import {
  approveWithdrawal,
  confirmOfflineTopup,
  findAccountLedger,
  findFinanceAccounts,
  findOfflineTopups,
  findWithdrawals,
  openTopupVoucher,
  rejectOfflineTopup,
  rejectWithdrawal,
  revealWithdrawalAccount,
} from './finance-ops.service';

const tags = ['ops-finance'];
const security = [{ bearer: [] }];

/** /api/ops/finance: offline top-up confirmation, withdrawal approval, account ledgers (finance and admins). */
export const financeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canTopup = requireOperator('ops_offline_topup');
  const canWithdraw = requireOperator('ops_withdrawal');
  const canReadLedgers = requireOperator('ops_refund');
  const decisionBy = (request: FastifyRequest, reply: FastifyReply, scope: string) => operatorDecision({ db: app.db, request, reply, scope });

  app.get(
    '/offline-topups',
    { preHandler: canTopup, schema: { tags, security, summary: '线下充值待确认队列（默认 W，先到先处理）', querystring: ZOpsOfflineTopupQuery, response: { 200: envelopeOf(ZOpsOfflineTopupPage) } } },
    async (request) => ok(await findOfflineTopups({ db: app.db, query: request.query })),
  );
  app.post(
    '/offline-topups/:id/confirm',
    {
      preHandler: canTopup,
      schema: { tags, security, summary: '确认线下充值到账（记入 TOPUP_OFFLINE，通知客户，审计）', params: ZOpsFinanceIdParams, body: ZOpsFinanceApproveRequest, response: { 200: envelopeOf(ZOpsOfflineTopup) } },
    },
    async (request, reply) =>
      ok(await confirmOfflineTopup({ ...decisionBy(request, reply, 'ops.finance.confirmOfflineTopup'), id: request.params.id, note: request.body?.note ?? null })),
  );
  app.post(
    '/offline-topups/:id/reject',
    {
      preHandler: canTopup,
      schema: { tags, security, summary: '驳回线下充值申报（附原因，通知客户，审计）', params: ZOpsFinanceIdParams, body: ZOpsFinanceRejectRequest, response: { 200: envelopeOf(ZOpsOfflineTopup) } },
    },
    async (request, reply) =>
      ok(await rejectOfflineTopup({ ...decisionBy(request, reply, 'ops.finance.rejectOfflineTopup'), id: request.params.id, reason: request.body.reason })),
  );
  app.get(
    '/offline-topups/:id/vouchers/:fileId',
    { preHandler: canTopup, schema: { tags, security, summary: '打开线下充值的转账凭证（审计）', params: ZOpsVoucherParams } },
    async (request, reply) => {
      const { file, content } = await openTopupVoucher({ db: app.db, storage: app.fileStorage, operator: operatorOf(request), id: request.params.id, fileId: request.params.fileId, clientIp: request.ip });
      return reply
        .header('content-disposition', contentDisposition(file.originalName))
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(content);
    },
  );

  app.get(
    '/withdrawals',
    { preHandler: canWithdraw, schema: { tags, security, summary: '提现审核队列（默认 W，先到先处理；账号脱敏）', querystring: ZOpsWithdrawalQuery, response: { 200: envelopeOf(ZOpsWithdrawalPage) } } },
    async (request) => ok(await findWithdrawals({ db: app.db, keys: app.keys, query: request.query })),
  );
  app.get(
    '/withdrawals/:id/bank-account',
    { preHandler: canWithdraw, schema: { tags, security, summary: '查看完整收款账号（每次记入审计日志）', params: ZOpsFinanceIdParams, response: { 200: envelopeOf(ZOpsRevealWithdrawalAccount) } } },
    async (request) => ok(await revealWithdrawalAccount({ db: app.db, keys: app.keys, operator: operatorOf(request), id: request.params.id, clientIp: request.ip })),
  );
  app.post(
    '/withdrawals/:id/approve',
    {
      preHandler: canWithdraw,
      schema: { tags, security, summary: '提现已打款（通知客户，审计）', params: ZOpsFinanceIdParams, body: ZOpsFinanceApproveRequest, response: { 200: envelopeOf(ZOpsWithdrawal) } },
    },
    async (request, reply) =>
      ok(await approveWithdrawal({ ...decisionBy(request, reply, 'ops.finance.approveWithdrawal'), keys: app.keys, id: request.params.id, note: request.body?.note ?? null })),
  );
  app.post(
    '/withdrawals/:id/reject',
    {
      preHandler: canWithdraw,
      schema: { tags, security, summary: '驳回提现（金额退回余额 WITHDRAWAL_RETURN，通知客户，审计）', params: ZOpsFinanceIdParams, body: ZOpsFinanceRejectRequest, response: { 200: envelopeOf(ZOpsWithdrawal) } },
    },
    async (request, reply) =>
      ok(await rejectWithdrawal({ ...decisionBy(request, reply, 'ops.finance.rejectWithdrawal'), keys: app.keys, id: request.params.id, reason: request.body.reason })),
  );

  app.get(
    '/accounts',
    { preHandler: canReadLedgers, schema: { tags, security, summary: '预存账户列表（余额与流水合计）', querystring: ZOpsFinanceAccountQuery, response: { 200: envelopeOf(ZOpsFinanceAccountPage) } } },
    async (request) => ok(await findFinanceAccounts({ db: app.db, query: request.query })),
  );
  app.get(
    '/accounts/:id/ledger',
    { preHandler: canReadLedgers, schema: { tags, security, summary: '账户流水（倒序）', params: ZOpsFinanceIdParams, querystring: ZOpsLedgerQuery, response: { 200: envelopeOf(ZOpsLedgerPage) } } },
    async (request) => ok(await findAccountLedger({ db: app.db, accountId: request.params.id, query: request.query })),
  );
};
