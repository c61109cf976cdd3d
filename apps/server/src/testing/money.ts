import crypto from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/auth';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/assets';
import { callApi, encryptFor, freshIp, loginAs, type Answer } from './identity';
import type { TestApp } from './test-app';

/**
 * Helpers for the money API tests (payment, assets, finance): calls with an Idempotency-Key, orders
 * awaiting payment made through the real booking calls, and the ledger invariant.
 */

export const newKey = () => `test-${crypto.randomUUID()}`;

export async function tokenFor(testApp: TestApp, logonId: string): Promise<string> {
  return (await loginAs(testApp, logonId, DEMO_PASSWORD)).token;
}

/** The paying calls whose pages show the business agreement (001 §5): the pages send `agreementTicked: true`. */
export const AGREEMENT_CALLS: ReadonlySet<string> = new Set([
  'web/domestic/order/payment/orderPayReq',
  'web/domestic/order/batchPayment',
  'web/domestic/order/payment/zeroPayment',
  'web/domestic/order/payment/blankNoteRedeemPayment',
  'web/domestic/member/assets/applyBlanknote',
]);

/**
 * POST a money call; `key: null` sends no Idempotency-Key. A body of an AGREEMENT_CALLS call gets
 * `agreementTicked: true` as the page sends it, unless it names agreementTicked itself (`undefined` leaves it out).
 */
export async function moneyCall<T = unknown>(
  testApp: TestApp,
  token: string,
  url: string,
  body: unknown,
  options: { key?: string | null; acceptLanguage?: string } = {},
): Promise<Answer<T> & { replayed: boolean }> {
  const key = options.key === undefined ? newKey() : options.key;
  const ticked = AGREEMENT_CALLS.has(url) && typeof body === 'object' && body !== null && !('agreementTicked' in body);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    remoteAddress: freshIp(),
    payload: (ticked ? { ...body, agreementTicked: true } : body) as object,
    headers: {
      authorization: `bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}),
    },
  });
  return { status: response.statusCode, body: response.json(), replayed: response.headers['idempotent-replayed'] === 'true' };
}

export const encryptedPayPassword = (testApp: TestApp, password = DEMO_PAYMENT_PASSWORD) => encryptFor(testApp, password);

/** A general PAN sailing with 20GP open, departing in more than 3 days (the n-th one). */
export async function bookableSailing(testApp: TestApp, skip: number): Promise<string> {
  const { rows } = await testApp.database.pool.query<{ id: string }>(
    `select ps.id from product_sailing ps join product p on p.id = ps.product_id join port_call pc on pc.id = ps.load_call_id join voyage v on v.id = pc.voyage_id
      where p.carrier_code = 'PAN' and p.product_type = 0 and p.committed_volume is null and p.max_order_quantity is null and not ps.is_closed
        and v.status = 'open' and pc.etd > now() + interval '3 days'
        and exists (select 1 from sailing_inventory si where si.sailing_id = ps.id and si.container_type_code = '20GP' and not si.is_closed and si.available >= 3)
      order by pc.etd, ps.id`,
  );
  const row = rows[skip % rows.length];
  if (!row) throw new Error('no bookable sailing in the seed');
  return row.id;
}

let sailingCounter = 0;
/** An order awaiting payment (S), created and submitted through the order calls. */
export async function createAwaitingPaymentOrder(testApp: TestApp, token: string): Promise<{ orderId: string; orderNo: string; totalFen: number }> {
  sailingCounter += 1;
  const productId = await bookableSailing(testApp, sailingCounter);
  const created = await callApi<{ orderId: string; orderNo: string }>(testApp, 'POST', 'web/domestic/order/createOrder', {
    token,
    body: { productId, containers: [{ cntrType: '20GP', quantity: 1 }] },
  });
  expect(created.body, 'createOrder').toMatchObject({ code: 0 });
  const submitted = await callApi<{ orderId: string; status: string; totalFen: number }>(testApp, 'POST', 'web/domestic/order/bookingInfo', {
    token,
    body: {
      orderId: created.body.data.orderId,
      shippingTerm: 0,
      shipper: { name: '上海华信国际物流有限公司', contact: '张伟', phone: '021-58881234', address: '上海市浦东新区张杨路500号' },
      consignee: { name: '泉州恒泰贸易有限公司', contact: '黄志明', phone: '0595-22881234', address: '福建省泉州市丰泽区津淮街88号' },
      cgoBriefDescCde: '100001',
      weightKg: 18000,
      packages: 400,
      packagingCnnme: '纸箱',
      isDangerous: false,
      agreementTicked: true,
    },
  });
  expect(submitted.body, 'bookingInfo').toMatchObject({ code: 0, data: { status: 'S' } });
  return { orderId: created.body.data.orderId, orderNo: created.body.data.orderNo, totalFen: submitted.body.data.totalFen };
}

/** The prepaid owner of a demo login: its enterprise for members, else itself. */
export async function ownerIdOf(testApp: TestApp, logonId: string): Promise<string> {
  const { rows } = await testApp.database.pool.query<{ owner: string }>(
    `select case when user_type in ('M','S') and enterprise_id is not null then enterprise_id else id end as owner from user_account where logon_id = $1`,
    [logonId],
  );
  return rows[0]!.owner;
}

export async function balancesOf(testApp: TestApp, ownerId: string): Promise<{ balanceFen: number; creditUsedFen: number; ledgerFen: number; ledgerCreditFen: number; rows: number }> {
  const { rows } = await testApp.database.pool.query<{ balance: string; credit: string; ledger: string; ledger_credit: string; count: string }>(
    `select a.balance_fen as balance, a.credit_used_fen as credit,
            coalesce((select sum(amount_fen) from prepaid_ledger l where l.account_id = a.id), 0) as ledger,
            coalesce((select sum(credit_fen) from prepaid_ledger l where l.account_id = a.id), 0) as ledger_credit,
            (select count(*) from prepaid_ledger l where l.account_id = a.id) as count
       from prepaid_account a where a.owner_id = $1`,
    [ownerId],
  );
  const row = rows[0];
  if (!row) return { balanceFen: 0, creditUsedFen: 0, ledgerFen: 0, ledgerCreditFen: 0, rows: 0 };
  return { balanceFen: Number(row.balance), creditUsedFen: Number(row.credit), ledgerFen: Number(row.ledger), ledgerCreditFen: Number(row.ledger_credit), rows: Number(row.count) };
}

/** The invariant every money test ends with: every account's cached balances equal its ledger's sums. */
export async function expectEveryLedgerMatches(testApp: TestApp): Promise<void> {
  const { rows } = await testApp.database.pool.query<{ owner_id: string; balance: string; ledger: string; credit: string; ledger_credit: string }>(
    `select a.owner_id, a.balance_fen as balance, a.credit_used_fen as credit,
            coalesce((select sum(amount_fen) from prepaid_ledger l where l.account_id = a.id), 0) as ledger,
            coalesce((select sum(credit_fen) from prepaid_ledger l where l.account_id = a.id), 0) as ledger_credit
       from prepaid_account a`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect({ owner: row.owner_id, balance: Number(row.balance), credit: Number(row.credit) }).toEqual({ owner: row.owner_id, balance: Number(row.ledger), credit: Number(row.ledger_credit) });
  }
}
