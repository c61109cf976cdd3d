import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { encryptedPayPassword, moneyCall } from '../../testing/money';
import { queriesDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookingForm, findBookableSailing, tokenOf } from './order.test-support';

/**
 * What one booking costs the database (BENCHMARKS.md "SQL statements per paid order"): the statements of
 * createOrder, bookingInfo and orderPayReq for one 20GP, on every connection, transactions included. The
 * bounds are today's counts: a change that adds a statement to every booking has to raise them knowingly.
 */
describe('statements of one booking', () => {
  let testApp: TestApp;
  let token: string;
  const count = (queries: string[], pattern: RegExp) => queries.filter((text) => pattern.test(text)).length;

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await tokenOf(testApp, 'demo_ent');
    // The session is looked up once per token and kept (sessions cache): not part of a booking.
    expect((await callApi(testApp, 'GET', 'web/entUser/getUserInfo', { token })).body).toMatchObject({ code: 0 });
  });
  afterAll(() => testApp?.close());

  it('createOrder, bookingInfo and orderPayReq read the caller once, write the order row once and read back nothing they wrote', async () => {
    const productId = await findBookableSailing(testApp, 2);
    let orderId = '';
    const created = await queriesDuring(async () => {
      const answer = await callApi<{ orderId: string }>(testApp, 'POST', 'web/domestic/order/createOrder', { token, body: { productId, containers: [{ cntrType: '20GP', quantity: 1 }] } });
      expect(answer.body).toMatchObject({ code: 0 });
      orderId = answer.body.data.orderId;
    });
    const submitted = await queriesDuring(async () => {
      expect((await callApi(testApp, 'POST', 'web/domestic/order/bookingInfo', { token, body: bookingForm(orderId) })).body).toMatchObject({ code: 0, data: { status: 'S' } });
    });
    const payPassword = encryptedPayPassword(testApp);
    const paid = await queriesDuring(async () => {
      const answer = await moneyCall(testApp, token, 'web/domestic/order/payment/orderPayReq', { orderId, channel: 'ACCOUNTSTORE', payPassword });
      expect(answer.body).toMatchObject({ code: 0, data: { status: 'PAID', orders: [{ orderId, status: 'W' }] } });
    });

    // createOrder and bookingInfo: the caller's account, enterprise and link request in one statement.
    expect(count(created, /"user_account"|"enterprise"|"enterprise_relation_request"/)).toBe(1);
    expect(count(submitted, /"user_account"|"enterprise"|"enterprise_relation_request"/)).toBe(1);
    // bookingInfo: the parties in one upsert, the status move, the hold and the prices' totals in one UPDATE of the order.
    expect(count(submitted, /^update "order_mast"/)).toBe(1);
    expect(count(submitted, /^insert into "order_party"/)).toBe(1);
    expect(count(submitted, /^delete from "order_door_address"/)).toBeLessThanOrEqual(1);
    // orderPayReq: the order read once (locked), the payer's standing once, the answer from what it wrote.
    expect(count(paid, /^select .* from "order_mast"/)).toBe(1);
    expect(count(paid, /^select "id", "user_type", "enterprise_id" from "user_account"/)).toBe(1);
    expect(count(paid, /from "payment_request_order"/)).toBe(0);
    expect(count(paid, /^delete from "payment_password_failure"/)).toBe(0);

    expect(created.length, `createOrder:\n${created.join('\n')}`).toBeLessThanOrEqual(17);
    expect(submitted.length, `bookingInfo:\n${submitted.join('\n')}`).toBeLessThanOrEqual(29);
    expect(paid.length, `orderPayReq:\n${paid.join('\n')}`).toBeLessThanOrEqual(19);
  });
});
