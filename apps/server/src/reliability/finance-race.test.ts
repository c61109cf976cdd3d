import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, smallPng } from '../modules/file/file.test-support';
import { freshIp } from '../testing/identity';
import { balancesOf, expectEveryLedgerMatches, moneyCall, ownerIdOf, tokenFor } from '../testing/money';
import { operatorCaller, operatorToken } from '../testing/ops-session';
import type { TestApp } from '../testing/test-app';
import { createReliabilityApp } from './reliability.test-support';

/**
 * Finance's decisions racing (issue 7: money stays correct under concurrency, on PostgreSQL). Two finance
 * clerks (two console sessions) press confirm and reject on the same offline top-up at once, and on a
 * withdrawal while the customer cancels it: exactly one decision wins, the others get "已处理", and the money
 * moves once — a top-up credited once or not at all, a withdrawal's frozen amount paid out or returned once.
 * After every test each prepaid account's balance equals its ledger.
 */
const ROUNDS = 6;
const CLICKS_PER_CLERK = 8;
const NOT_PENDING = 9352;
const NOT_CANCELLABLE = 7406;

let testApp: TestApp;
let entToken: string;
let huaxin: string;
let clerks: Array<ReturnType<typeof operatorCaller>>;
let voucherId: string;

beforeAll(async () => {
  testApp = await createReliabilityApp();
  entToken = await tokenFor(testApp, 'demo_ent');
  huaxin = await ownerIdOf(testApp, 'demo_ent');
  clerks = [operatorCaller(testApp, await operatorToken(testApp, 'ops_finance')), operatorCaller(testApp, await operatorToken(testApp, 'ops_finance'))];
  const { payload, headers } = multipartBody([{ name: 'file', fileName: '转账凭证.png', contentType: 'image/png', content: smallPng() }]);
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/web/auth/file/uploadFile?fileType=orderAttachment',
    remoteAddress: freshIp(),
    payload,
    headers: { ...headers, authorization: `bearer ${entToken}` },
  });
  voucherId = (uploaded.json() as { data: { fileId: string } }).data.fileId;
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

const ledgerRowsFor = async (businessId: string) =>
  (
    await testApp.database.pool.query<{ kind: string; amount_fen: number }>(
      'select l.kind, l.amount_fen from prepaid_ledger l join prepaid_account a on a.id = l.account_id where a.owner_id = $1 and l.business_id = $2 order by l.created_at',
      [huaxin, businessId],
    )
  ).rows;
const decisionsAudited = async (entityId: string) =>
  (await testApp.database.pool.query<{ action: string }>("select action from audit_log where entity_id = $1 and action not like '%reveal%'", [entityId])).rows.map((row) => row.action);
const messagesAbout = async (businessId: string) =>
  (await testApp.database.pool.query<{ n: number }>('select count(*)::int as n from customer_message where business_id = $1', [businessId])).rows[0]!.n;

/** Both clerks press both buttons, interleaved: confirm/approve on even clicks, reject on odd ones. */
function clicksOnBoth(path: string, approve: string) {
  return clerks.flatMap((clerk) =>
    Array.from({ length: CLICKS_PER_CLERK }, (_, click) =>
      click % 2 === 0 ? clerk('POST', `${path}/${approve}`, { body: {} }) : clerk('POST', `${path}/reject`, { body: { reason: '未查询到该笔转账' } }),
    ),
  );
}

describe('two finance clerks deciding one offline top-up at once', () => {
  it(`${ROUNDS} rounds of ${CLICKS_PER_CLERK * 2} confirm/reject clicks: one decision wins, the balance is credited once or not at all`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const amountFen = 10_000 + round;
      const declared = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/insertOfflinePay', {
        amountFen,
        payerAccountName: '上海华信国际物流有限公司',
        transferDate: '2026-11-20',
        voucherFileIds: [voucherId],
      });
      expect(declared.body).toMatchObject({ code: 0 });
      const id = declared.body.data.id;
      const before = await balancesOf(testApp, huaxin);

      const answers = await Promise.all(clicksOnBoth(`finance/offline-topups/${id}`, 'confirm'));

      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      const won = answers.filter((answer) => answer.body.code === 0);
      expect(won).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.code !== 0).map((answer) => answer.body.code)).toEqual(Array.from({ length: answers.length - 1 }, () => NOT_PENDING));
      const status = (won[0]!.body.data as { status: 'A' | 'R' }).status;
      const after = await balancesOf(testApp, huaxin);
      expect(after.balanceFen).toBe(before.balanceFen + (status === 'A' ? amountFen : 0));
      expect(await ledgerRowsFor(id)).toEqual(status === 'A' ? [{ kind: 'TOPUP_OFFLINE', amount_fen: amountFen }] : []);
      expect(await decisionsAudited(id)).toEqual([status === 'A' ? 'offline-topup.confirm' : 'offline-topup.reject']);
      expect(await messagesAbout(id)).toBe(1);
    }
  });
});

describe('a withdrawal decided by two clerks while the customer cancels it', () => {
  it(`${ROUNDS} rounds: one of approve / reject / cancel wins, the frozen amount is paid out or returned exactly once`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const amountFen = 5_000 + round;
      const start = await balancesOf(testApp, huaxin);
      const requested = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/createWithdrawalReq', { amountFen });
      expect(requested.body).toMatchObject({ code: 0 });
      const id = requested.body.data.id;
      expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(start.balanceFen - amountFen);

      const cancels = Array.from({ length: 4 }, () => moneyCall(testApp, entToken, 'web/domestic/member/assets/cancelRefund', { id }));
      const [decisions, cancelled] = await Promise.all([Promise.all(clicksOnBoth(`finance/withdrawals/${id}`, 'approve')), Promise.all(cancels)]);

      const answers = [...decisions, ...cancelled];
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
      expect(new Set(decisions.filter((answer) => answer.body.code !== 0).map((answer) => answer.body.code))).toEqual(new Set([NOT_PENDING]));
      for (const answer of cancelled.filter((each) => each.body.code !== 0)) expect(answer.body.code).toBe(NOT_CANCELLABLE);

      const { rows } = await testApp.database.pool.query<{ status: string }>('select status from withdrawal_request where id = $1', [id]);
      const status = rows[0]!.status;
      const paidOut = status === 'A';
      // The request's own freeze, then one return when it did not go out (rejected or cancelled).
      const freeze = { kind: 'WITHDRAWAL', amount_fen: -amountFen };
      expect(await ledgerRowsFor(id)).toEqual(paidOut ? [freeze] : [freeze, { kind: 'WITHDRAWAL_RETURN', amount_fen: amountFen }]);
      expect(['A', 'R', 'X']).toContain(status);
      expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(start.balanceFen - (paidOut ? amountFen : 0));
    }
  });
});
