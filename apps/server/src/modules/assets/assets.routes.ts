import {
  envelopeOf,
  ZAccountList,
  ZBalanceAccount,
  ZCancelRefundRequest,
  ZCreateWithdrawalRequest,
  ZCreditBalanceAccount,
  ZDealDetailPage,
  ZDealDetailQuery,
  ZDownloadDealDetailQuery,
  ZEnterpriseBankAccount,
  ZInsertOfflinePayRequest,
  ZMoneyCallHeaders,
  ZOfflineRechargeRecordQuery,
  ZOfflineTopupPage,
  ZOfflineTopupRecord,
  ZOnlineRechargeRequest,
  ZPaymentUpperLimit,
  ZQrPayment,
  ZRefundRecordPage,
  ZRefundRecordQuery,
  ZWithdrawalRecord,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { XLSX_CONTENT_TYPE } from '../../platform/http/xlsx-download';
import { actorOf, requireAuth } from '../auth';
import { contentDisposition } from '../file';
import { getAccounts, getBalanceAccount, getCreditBalanceAccount, getPaymentUpperLimit } from './balance.service';
import { dealDetailDownload, findAccountDealDetail } from './deal-detail.service';
import { findOfflineRechargeRecords, insertOfflinePay, requestOnlineRecharge } from './topup.service';
import { cancelWithdrawal, createWithdrawalRequest, findRefundRecords, getEnterpriseBankAccount } from './withdrawal.service';

const tags = ['assets'];
const security = [{ bearer: [] }];
/** Money calls: the header is read by withIdempotency (400 naming it when missing). */
const headers = ZMoneyCallHeaders;

/**
 * web/domestic/member/assets/: the prepaid account (001 §7 "Assets"). Balances are open to every member
 * of the enterprise; the prepaid centre (top-ups, withdrawals, records) needs user_pre_deposit for sub-accounts.
 */
export const assetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);
  const sandboxEnabled = !app.config.isProduction;

  app.post(
    '/getBalanceAccount',
    { schema: { tags, security, summary: '预存账户余额（企业主子账号共用；子账号是否可支付/预存）', response: { 200: envelopeOf(ZBalanceAccount) } } },
    async (request) => ok(await getBalanceAccount({ db: app.db, actor: actorOf(request) })),
  );
  app.post(
    '/getCreditBalanceAccount',
    { schema: { tags, security, summary: '运费贷账户额度', response: { 200: envelopeOf(ZCreditBalanceAccount) } } },
    async (request) => ok(await getCreditBalanceAccount({ db: app.db, actor: actorOf(request) })),
  );
  app.post(
    '/getAccounts',
    { schema: { tags, security, summary: '账户列表（预存账户、已开通的运费贷账户）', response: { 200: envelopeOf(ZAccountList) } } },
    async (request) => ok(await getAccounts({ db: app.db, actor: actorOf(request) })),
  );
  app.post(
    '/getPaymentUpperLimit',
    { schema: { tags, security, summary: '预存账户单笔支付上限', response: { 200: envelopeOf(ZPaymentUpperLimit) } } },
    async (request) => ok(await getPaymentUpperLimit({ db: app.db, actor: actorOf(request) })),
  );

  app.post(
    '/requestOnlineRecharge',
    {
      schema: { tags, security, headers, summary: '在线充值：生成扫码支付单（沙箱），到账后记入 TOPUP_ONLINE（需 Idempotency-Key）', body: ZOnlineRechargeRequest, response: { 200: envelopeOf(ZQrPayment) } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return withIdempotency({ db: app.db, request, reply, scope: 'assets.requestOnlineRecharge', caller: actor.userId, body: request.body }, (tx, idempotencyKey) =>
        requestOnlineRecharge({ tx, actor, request: request.body, sandboxEnabled, idempotencyKey }),
      );
    },
  );

  app.post(
    '/insertOfflinePay',
    { schema: { tags, security, headers, summary: '线下充值申报（转账凭证），待财务确认（需 Idempotency-Key）', body: ZInsertOfflinePayRequest, response: { 200: envelopeOf(ZOfflineTopupRecord) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return withIdempotency({ db: app.db, request, reply, scope: 'assets.insertOfflinePay', caller: actor.userId, body: request.body }, (tx) =>
        insertOfflinePay({ tx, actor, request: request.body }),
      );
    },
  );

  app.post(
    '/offlineRechargeRecord',
    { schema: { tags, security, summary: '线下充值记录（分页）', body: ZOfflineRechargeRecordQuery, response: { 200: envelopeOf(ZOfflineTopupPage) } } },
    async (request) => ok(await findOfflineRechargeRecords({ db: app.db, actor: actorOf(request), query: request.body })),
  );

  app.post(
    '/getEnterpriseBankAccount',
    { schema: { tags, security, summary: '企业已认证的银行账户（提现收款账户，账号脱敏）', response: { 200: envelopeOf(ZEnterpriseBankAccount) } } },
    async (request) => ok(await getEnterpriseBankAccount({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );

  app.post(
    '/createWithdrawalReq',
    { schema: { tags, security, headers, summary: '提现申请：冻结金额（不超过余额），待财务审核（需 Idempotency-Key）', body: ZCreateWithdrawalRequest, response: { 200: envelopeOf(ZWithdrawalRecord) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return withIdempotency({ db: app.db, request, reply, scope: 'assets.createWithdrawalReq', caller: actor.userId, body: request.body }, (tx, idempotencyKey) =>
        createWithdrawalRequest({ tx, keys: app.keys, actor, request: request.body, idempotencyKey }),
      );
    },
  );

  app.post(
    '/cancelRefund',
    { schema: { tags, security, headers, summary: '取消审核中的提现申请，金额退回余额（需 Idempotency-Key）', body: ZCancelRefundRequest, response: { 200: envelopeOf(ZWithdrawalRecord) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      return withIdempotency({ db: app.db, request, reply, scope: 'assets.cancelRefund', caller: actor.userId, body: request.body }, (tx) =>
        cancelWithdrawal({ tx, keys: app.keys, actor, request: request.body }),
      );
    },
  );

  app.post(
    '/getRefundRecord',
    { schema: { tags, security, summary: '提现与退款记录（分页）', body: ZRefundRecordQuery, response: { 200: envelopeOf(ZRefundRecordPage) } } },
    async (request) => ok(await findRefundRecords({ db: app.db, keys: app.keys, actor: actorOf(request), query: request.body })),
  );

  app.post(
    '/findAccountDealDetail',
    { schema: { tags, security, summary: '资金明细（账户流水，分页，按日期与类型筛选）', body: ZDealDetailQuery, response: { 200: envelopeOf(ZDealDetailPage) } } },
    async (request) => ok(await findAccountDealDetail({ db: app.db, actor: actorOf(request), query: request.body })),
  );

  app.post(
    '/downloadAccountDealDetail',
    { schema: { tags, security, summary: '下载资金明细（xlsx）', body: ZDownloadDealDetailQuery } },
    async (request, reply) => {
      const { fileName, content } = await dealDetailDownload({ db: app.db, actor: actorOf(request), query: request.body ?? {} });
      return reply
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .type(XLSX_CONTENT_TYPE)
        .send(content);
    },
  );
};
