import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, emailCodeFor, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enterpriseRelationRequest } from '../enterprise';

let testApp: TestApp;
let ent: { token: string }; // demo_ent: two seeded invoice e-mails
let stranger: { token: string }; // demo_person

type Email = { id: string; email: string };

const list = (token: string) => callApi<Email[]>(testApp, 'GET', 'web/invoiceAcceptanceEmail/list', { token });
const add = async (token: string, email: string) =>
  callApi<Email>(testApp, 'POST', 'web/invoiceAcceptanceEmail/add', { token, body: { email, emailCode: await emailCodeFor(testApp, email, 'INVOICE_MANAGER') } });

beforeAll(async () => {
  testApp = await createTestApp();
  ent = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
  stranger = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

describe('invoice acceptance e-mails', () => {
  it('lists the seeded addresses', async () => {
    expect((await list(ent.token)).body.data.map((row) => row.email)).toEqual(['invoice@huaxin-logistics.example', 'finance@huaxin-logistics.example']);
    expect((await list(stranger.token)).body).toMatchObject({ code: 0, data: [] });
  });

  it('adds an address with the INVOICE_MANAGER code sent to it, refusing a wrong code and a duplicate', async () => {
    const wrong = await callApi(testApp, 'POST', 'web/invoiceAcceptanceEmail/add', { token: ent.token, body: { email: 'ap@huaxin-logistics.example', emailCode: '000000' } });
    expect(wrong.body.code).not.toBe(0);
    const added = await add(ent.token, 'AP@huaxin-logistics.example');
    expect(added.body).toMatchObject({ code: 0, data: { email: 'ap@huaxin-logistics.example' } });
    const duplicate = await callApi(testApp, 'POST', 'web/invoiceAcceptanceEmail/add', { token: ent.token, body: { email: 'invoice@huaxin-logistics.example', emailCode: '123456' } });
    expect(duplicate.body).toMatchObject({ code: 5111, msg: '该邮箱已添加' });
  });

  it('keeps at most five', async () => {
    await add(ent.token, 'tax@huaxin-logistics.example');
    await add(ent.token, 'boss@huaxin-logistics.example');
    expect((await list(ent.token)).body.data).toHaveLength(5);
    const sixth = await callApi(testApp, 'POST', 'web/invoiceAcceptanceEmail/add', { token: ent.token, body: { email: 'sixth@huaxin-logistics.example', emailCode: '123456' } });
    expect(sixth.body).toMatchObject({ code: 5110, msg: '发票接收邮箱最多只能设置5个' });
  });

  it("deletes its own, and answers 404 for another's", async () => {
    const [first] = (await list(ent.token)).body.data;
    const foreign = await callApi(testApp, 'POST', 'web/invoiceAcceptanceEmail/delete', { token: stranger.token, body: { id: first!.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 5112 });
    expect((await callApi(testApp, 'POST', 'web/invoiceAcceptanceEmail/delete', { token: ent.token, body: { id: first!.id } })).body).toMatchObject({ code: 0, data: true });
    expect((await list(ent.token)).body.data).toHaveLength(4);
  });

  it('is open to a sub-account only with the user_auto_invoice right, and then shows the enterprise list', async () => {
    const sub = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
    const without = await list(sub.token);
    expect(without.status).toBe(403);
    expect(without.body).toMatchObject({ code: 5113 });
    await testApp.database.db.update(enterpriseRelationRequest).set({ rights: ['user_pay', 'user_auto_invoice'] }).where(eq(enterpriseRelationRequest.userId, sub.userId));
    const granted = await list(sub.token);
    expect(granted.body).toMatchObject({ code: 0 });
    expect(granted.body.data.map((row) => row.email)).toEqual((await list(ent.token)).body.data.map((row) => row.email));
  });
});
