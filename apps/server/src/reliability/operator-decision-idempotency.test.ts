import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, smallPng } from '../modules/file/file.test-support';
import { findBookableSailing } from '../modules/order/order.test-support';
import { balancesOf, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, moneyCall, newKey } from '../testing/money';
import { operatorToken } from '../testing/ops-session';
import type { TestApp } from '../testing/test-app';
import { rawCall, startDemoEntPayer, type Customer, type RawAnswer } from './reliability.test-support';

/**
 * An operator's money decision whose answer was lost (issue 7, idempotency): the console sends an
 * Idempotency-Key with confirm / reject of an offline top-up, approve / reject of a withdrawal, the review of an
 * order, a change of a sailing's slots and the product console's creations; pressed again with the same key — or sent many times at
 * once — the decision is made once and every try gets its answer, not "已处理" or "已存在". The key is the operator's own and bound to
 * that decision.
 */
const AT_ONCE = 12;
const NOT_PENDING = { code: 9352, msg: '该记录已处理，请刷新后重试' };
const REUSED = { code: 422, msg: '幂等键已用于另一笔不同的请求' };

let testApp: TestApp;
let ent: Customer;
let huaxin: string;
/** An operator's console session, as rawCall sends it. */
type Operator = Pick<Customer, 'token' | 'ip'>;
let finance: Operator;
let otherFinance: Operator;
let reviewer: Operator;
let product: Operator;
let voucherId: string;

beforeAll(async () => {
  ({ testApp, ent, huaxin } = await startDemoEntPayer());
  finance = { token: await operatorToken(testApp, 'ops_finance'), ip: '10.88.2.1' };
  otherFinance = { token: await operatorToken(testApp, 'ops_admin'), ip: '10.88.2.2' };
  reviewer = { token: await operatorToken(testApp, 'ops_review'), ip: '10.88.2.3' };
  product = { token: await operatorToken(testApp, 'ops_product'), ip: '10.88.2.4' };
  const { payload, headers } = multipartBody([{ name: 'file', fileName: '转账凭证.png', contentType: 'image/png', content: smallPng() }]);
  const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/web/auth/file/uploadFile?fileType=orderAttachment', remoteAddress: ent.ip, payload, headers: { ...headers, authorization: `bearer ${ent.token}` } });
  voucherId = (uploaded.json() as { data: { fileId: string } }).data.fileId;
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

const decide = (operator: Operator, path: string, body: unknown, key?: string): Promise<RawAnswer> =>
  rawCall(testApp, operator, 'POST', `/api/ops/${path}`, { body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

const count = async (sql: string, params: unknown[]) => (await testApp.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
const ledgerRowsOf = (businessId: string) => count('select count(*)::int as n from prepaid_ledger where business_id = $1', [businessId]);
const auditRowsOf = (entityId: string, action: string) => count('select count(*)::int as n from audit_log where entity_id = $1 and action = $2', [entityId, action]);
const messagesAbout = (businessId: string) => count('select count(*)::int as n from customer_message where business_id = $1', [businessId]);

async function declareOfflineTopup(amountFen: number): Promise<string> {
  const declared = await moneyCall<{ id: string }>(testApp, ent.token, 'web/domestic/member/assets/insertOfflinePay', {
    amountFen,
    payerAccountName: '上海华信国际物流有限公司',
    transferDate: '2026-11-20',
    voucherFileIds: [voucherId],
  });
  expect(declared.body).toMatchObject({ code: 0 });
  return declared.body.data.id;
}

describe('finance decisions with an Idempotency-Key', () => {
  it(`an offline top-up confirmed ${AT_ONCE} times at once with one key: credited once, every answer the same`, async () => {
    const topupId = await declareOfflineTopup(66_600);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => decide(finance, `finance/offline-topups/${topupId}/confirm`, { note: '已核对' }, key)));

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers[0]!.body).toMatchObject({ code: 0, data: { id: topupId, status: 'A' } });
    for (const answer of answers) expect(answer.text).toBe(answers[0]!.text);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(AT_ONCE - 1);
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen + 66_600);
    expect(await ledgerRowsOf(topupId)).toBe(1);
    expect(await auditRowsOf(topupId, 'offline-topup.confirm')).toBe(1);
    expect(await messagesAbout(topupId)).toBe(1);

    // A press without the key, or with a new one, is a new decision: the record is no longer waiting.
    expect((await decide(finance, `finance/offline-topups/${topupId}/confirm`, { note: '已核对' })).body).toMatchObject(NOT_PENDING);
    expect((await decide(finance, `finance/offline-topups/${topupId}/confirm`, { note: '已核对' }, newKey())).body).toMatchObject(NOT_PENDING);
    // The key is bound to that decision: the same key for a rejection is refused, not replayed as a confirmation.
    expect((await decide(finance, `finance/offline-topups/${topupId}/reject`, { reason: '未到账' }, key)).body).toMatchObject(REUSED);
  });

  it('a withdrawal approved, its answer lost, approved again with the same key: the first answer, paid out once', async () => {
    const created = await moneyCall<{ id: string }>(testApp, ent.token, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: 12_300 });
    expect(created.body).toMatchObject({ code: 0 });
    const withdrawalId = created.body.data.id;
    const key = newKey();

    const first = await decide(finance, `finance/withdrawals/${withdrawalId}/approve`, {}, key);
    const retry = await decide(finance, `finance/withdrawals/${withdrawalId}/approve`, {}, key);
    expect(first.body).toMatchObject({ code: 0, data: { id: withdrawalId, status: 'A' } });
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await auditRowsOf(withdrawalId, 'withdrawal.approve')).toBe(1);
    expect(await messagesAbout(withdrawalId)).toBe(1);

    // Keys are each operator's own: another clerk's press with the same key string is that clerk's decision.
    expect((await decide(otherFinance, `finance/withdrawals/${withdrawalId}/reject`, { reason: '收款账户有误' }, key)).body).toMatchObject(NOT_PENDING);
    expect(await ledgerRowsOf(withdrawalId)).toBe(1);
  });

  it('a refused decision stores nothing: the same key works once the refusal is mended', async () => {
    const topupId = await declareOfflineTopup(1_000);
    const key = newKey();
    const blank = await decide(finance, `finance/offline-topups/${topupId}/reject`, { reason: ' ' }, key);
    expect(blank.status).toBe(400);
    const rejected = await decide(finance, `finance/offline-topups/${topupId}/reject`, { reason: '未查询到该笔转账' }, key);
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'R', rejectReason: '未查询到该笔转账' } });
    expect((await decide(finance, `finance/offline-topups/${topupId}/reject`, { reason: '未查询到该笔转账' }, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('a malformed key is refused naming the header, deciding nothing', async () => {
    const topupId = await declareOfflineTopup(2_000);
    const answer = await decide(finance, `finance/offline-topups/${topupId}/confirm`, {}, 'short');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('幂等键须为8到100个可见ASCII字符');
    expect(await ledgerRowsOf(topupId)).toBe(0);
  });
});

describe("an order's review with an Idempotency-Key", () => {
  it('rejected twice with one key (answer lost): refunded once, audited once, the same answer', async () => {
    const order = await createAwaitingPaymentOrder(testApp, ent.token);
    const paid = await rawCall(testApp, ent, 'POST', '/api/web/domestic/order/payment/orderPayReq', {
      body: { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true },
      headers: { 'idempotency-key': newKey() },
    });
    expect(paid.body).toMatchObject({ code: 0 });
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();

    const first = await decide(reviewer, `orders/${order.orderId}/reject`, { reason: '该航次舱位调整' }, key);
    const retry = await decide(reviewer, `orders/${order.orderId}/reject`, { reason: '该航次舱位调整' }, key);
    expect(first.body).toMatchObject({ code: 0, data: { status: 'R', paidFen: 0 } });
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen + order.totalFen);
    expect(await count("select count(*)::int as n from prepaid_ledger where business_id = $1 and kind = 'REFUND'", [order.orderId])).toBe(1);
    expect(await auditRowsOf(order.orderId, 'order.reject')).toBe(1);
  });
});

describe("a sailing's slots changed with an Idempotency-Key", () => {
  it('增加 20 sent twice with one key (answer lost) and 4 times at once with another: +20 and +5, each audited once', async () => {
    const sailingId = await findBookableSailing(testApp, 3);
    const slots = async () =>
      (await testApp.database.pool.query<{ total: number; available: number }>("select total, available from sailing_inventory where sailing_id = $1 and container_type_code = '20GP'", [sailingId]))
        .rows[0]!;
    const raises = () => count("select count(*)::int as n from audit_log where entity_id = $1 and action = 'inventory.raise'", [`${sailingId}/20GP`]);
    const before = await slots();
    const raise = (quantity: number, key: string) => decide(product, `product/sailings/${sailingId}/inventory`, { action: 'raise', containerTypeCode: '20GP', quantity }, key);

    const key = newKey();
    const first = await raise(20, key);
    const retry = await raise(20, key);
    expect(first.body).toMatchObject({ code: 0 });
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await slots()).toEqual({ total: before.total + 20, available: before.available + 20 });

    const other = newKey();
    const together = await Promise.all(Array.from({ length: 4 }, () => raise(5, other)));
    expect(together.filter((answer) => answer.body.code !== 0)).toEqual([]);
    expect(await slots()).toEqual({ total: before.total + 25, available: before.available + 25 });
    expect(await raises()).toBe(2);
    // The key is bound to that change: 增加 30 with it is refused, not replayed as 增加 20.
    expect((await raise(30, key)).body).toMatchObject(REUSED);
  });
});

describe("the product console's creations with an Idempotency-Key", () => {
  const promotionsTitled = (title: string) => count('select count(*)::int as n from promotion where title = $1', [title]);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

  it('a promotion saved 4 times at once with one key (answer lost, pressed again): one promotion, audited once, the same answer', async () => {
    const body = { title: '冬季直减（一次）', chargeType: 'TP', scope: 'ALL', amount: 30, validFrom: day(-1), validTo: day(20) };
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => decide(product, 'product/promotions', body, key)));
    expect(answers[0]!.body).toMatchObject({ code: 0, data: { title: '冬季直减（一次）' } });
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await promotionsTitled('冬季直减（一次）')).toBe(1);
    const { id } = (answers[0]!.body as { data: { id: string } }).data;
    expect(await auditRowsOf(id, 'promotion.create')).toBe(1);
    // Without a key each save is a new promotion, as before: the key is what tells a retry from a second one.
    await decide(product, 'product/promotions', body);
    expect(await promotionsTitled('冬季直减（一次）')).toBe(2);
  });

  it('a vessel saved again with its key after a lost answer: the vessel it made, not "已存在"', async () => {
    const body = { code: 'IDEM1', carrierCode: 'PAN', cnnme: '幂等轮', ennme: 'IDEM ONE', teuCapacity: 1200, isActive: true };
    const key = newKey();
    const first = await decide(product, 'product/vessels', body, key);
    const retry = await decide(product, 'product/vessels', body, key);
    expect(first.body).toMatchObject({ code: 0, data: { code: 'IDEM1' } });
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await auditRowsOf('IDEM1', 'vessel.create')).toBe(1);
    // A new press (a new key) for the same code is a second vessel, refused as before.
    expect((await decide(product, 'product/vessels', body, newKey())).body).toMatchObject({ code: 6211, data: { field: 'code' } });
  });
});
