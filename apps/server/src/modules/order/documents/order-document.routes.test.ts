import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../seed/auth';
import { loginAs } from '../../../testing/identity';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { userAccount } from '../../auth';
import { productSailing } from '../../product';
import { orderCharge, orderContainer, orderMast, orderParty } from '../order.tables';
import { DOCUMENT_FONT_NAME } from './order-document-pdf';
import { extractPdfText } from './pdf-text.test-support';
import { scanPdfQrCode } from './qr-scan.test-support';

let testApp: TestApp;
let demoEntToken: string;
let otherEnterpriseToken: string;
const orders: Record<'confirmed' | 'confirmed2' | 'waiting' | 'cancelled', { id: string; orderNo: string; bkgNo: string | null }> = {} as never;

/** An order of demo_ent's enterprise, written straight into the tables (the booking flow has its own tests). */
async function insertOrder(status: string, bkgNo: string | null, suffix: string) {
  const db = testApp.database.db;
  const [owner] = await db.select().from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
  const [sailing] = await db.select({ id: productSailing.id }).from(productSailing).limit(1);
  const orderNo = `OCDOC${suffix}`;
  const [row] = await db
    .insert(orderMast)
    .values({
      orderNo,
      status,
      userId: owner!.id,
      enterpriseId: owner!.enterpriseId,
      productId: sailing!.id,
      carrier: 'PAN',
      svcLoop: 'NSL1',
      vslCde: 'PHMZ',
      vslCnnme: '泛海明珠',
      voyage: '2611E',
      origFacilityCde: 'CNSHA',
      origFacilityCnnme: '上海',
      fpolCde: 'CNSHA',
      fpolCnnme: '上海',
      lpodCde: 'CNHAK',
      lpodCnnme: '海口',
      destFacilityCde: 'CNHAK',
      destFacilityCnnme: '海口',
      etd: new Date('2026-12-01T02:00:00Z'),
      eta: new Date('2026-12-05T02:00:00Z'),
      shippingTerm: 0,
      cgoBriefDescCnnme: '日用百货',
      weightKg: 12000,
      packages: 300,
      packagingCnnme: '纸箱',
      bkgNo,
      freightFen: 600_000,
      docFeeFen: 10_000,
      totalFen: 610_000,
      paidFen: 610_000,
      submittedAt: new Date(),
      confirmedAt: bkgNo ? new Date() : null,
    })
    .returning();
  await db.insert(orderContainer).values({ orderId: row!.id, cntrType: '40HQ', quantity: 2, unitPriceFen: 300_000 });
  await db.insert(orderParty).values([
    { orderId: row!.id, partyType: 'S', name: '上海华信国际物流有限公司', contact: '张伟', phone: '13800000001', address: '上海市浦东新区张江路100号' },
    { orderId: row!.id, partyType: 'C', name: '海南椰风贸易有限公司', contact: '李四', phone: '13900000002', address: '海口市龙华区滨海大道88号' },
  ]);
  await db.insert(orderCharge).values([
    { orderId: row!.id, seq: 1, code: 'FREIGHT', name: '产品总价', amountFen: 600_000 },
    { orderId: row!.id, seq: 2, code: 'BOOKING_FEE', name: '订舱费（单证费）', amountFen: 10_000 },
  ]);
  return { id: row!.id, orderNo, bkgNo };
}

beforeAll(async () => {
  testApp = await createTestApp();
  orders.confirmed = await insertOrder('A', 'PANDOC000001', '01');
  orders.confirmed2 = await insertOrder('AM', 'PANDOC000002', '02');
  orders.waiting = await insertOrder('W', null, '03');
  orders.cancelled = await insertOrder('X', null, '04');
  demoEntToken = (await loginAs(testApp, 'demo_ent', DEMO_PASSWORD)).token;
  otherEnterpriseToken = (await loginAs(testApp, 'nb_gangtong', DEMO_PASSWORD)).token;
});
afterAll(() => testApp?.close());

function call(method: 'GET' | 'POST', path: string, token: string, options: { query?: Record<string, string>; body?: object; acceptLanguage?: string } = {}) {
  return testApp.app.inject({
    method,
    url: `/api/web/domestic/order/download/${path}`,
    headers: { authorization: `bearer ${token}`, ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}) },
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { payload: options.body } : {}),
  });
}

describe('order documents (001 §7 downloads)', () => {
  it('sends the booking confirmation PDF of a confirmed order, in Chinese, named in Content-Disposition', async () => {
    const response = await call('GET', 'bkg', demoEntToken, { query: { orderId: orders.confirmed.id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="______PANDOC000001.pdf"; filename*=UTF-8''${encodeURIComponent('订舱确认书_PANDOC000001.pdf')}`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`+${DOCUMENT_FONT_NAME}`);
    const text = extractPdfText(pdf);
    for (const expected of ['泛海航运', '订舱确认书', 'PANDOC000001', orders.confirmed.orderNo, '上海 (CNSHA)', '海口 (CNHAK)', '40HQ×2', '上海华信国际物流有限公司', '¥6,100.00']) {
      expect(text).toContain(expected);
    }
    // Scanning the code opens the order on the site that sent the document.
    expect(scanPdfQrCode(pdf)).toBe(`http://localhost:80/orderView?orderId=${orders.confirmed.id}`);
  });

  it('sends the draft bill of lading', async () => {
    const response = await call('GET', 'bl', demoEntToken, { query: { orderId: orders.confirmed.id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('提单样本_PANDOC000001.pdf'));
    const text = extractPdfText(response.rawPayload);
    expect(text).toContain('提单样本');
    expect(text).toContain('PANDOC000001');
  });

  it('refuses an order awaiting review with a reason in the caller’s language (Chinese by default), and try says so in that language without refusing', async () => {
    const refused = await call('GET', 'bkg', demoEntToken, { query: { orderId: orders.waiting.id } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: 7601, msg: `订单${orders.waiting.orderNo}当前为“待审核”，确认后才能下载订舱确认书` });
    const inEnglish = await call('GET', 'bkg', demoEntToken, { query: { orderId: orders.waiting.id }, acceptLanguage: 'en-US' });
    expect(inEnglish.json()).toEqual({
      code: 7601,
      msg: `Order ${orders.waiting.orderNo} is "Awaiting review"; the booking confirmation can be downloaded once the order is confirmed`,
      data: { field: 'orderId' },
    });
    const cancelledInEnglish = await call('GET', 'bl', demoEntToken, { query: { orderId: orders.cancelled.id }, acceptLanguage: 'en-US' });
    expect(cancelledInEnglish.json()).toMatchObject({ code: 7601, msg: `Order ${orders.cancelled.orderNo} is "Cancelled"; its draft bill of lading cannot be downloaded` });

    const tried = await call('GET', 'bkg/try', demoEntToken, { query: { orderId: orders.waiting.id } });
    expect(tried.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { orderId: orders.waiting.id, canDownload: false, reason: `订单${orders.waiting.orderNo}当前为“待审核”，确认后才能下载订舱确认书`, fileName: `订舱确认书_${orders.waiting.orderNo}.pdf` },
    });
    expect((await call('GET', 'bl/try', demoEntToken, { query: { orderId: orders.cancelled.id } })).json().data).toMatchObject({
      canDownload: false,
      reason: `订单${orders.cancelled.orderNo}已取消，不能下载提单样本`,
    });
    expect((await call('GET', 'bl/try', demoEntToken, { query: { orderId: orders.cancelled.id }, acceptLanguage: 'en-US' })).json().data).toMatchObject({
      canDownload: false,
      reason: `Order ${orders.cancelled.orderNo} is "Cancelled"; its draft bill of lading cannot be downloaded`,
    });
    expect((await call('GET', 'bl/try', demoEntToken, { query: { orderId: orders.confirmed.id } })).json().data).toEqual({
      orderId: orders.confirmed.id,
      canDownload: true,
      reason: null,
      fileName: '提单样本_PANDOC000001.pdf',
    });
  });

  it("answers 404 for another enterprise's order on every call", async () => {
    for (const path of ['bkg', 'bl', 'bkg/try', 'bl/try']) {
      const response = await call('GET', path, otherEnterpriseToken, { query: { orderId: orders.confirmed.id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 7001, msg: '订单不存在' });
    }
    const batch = await call('POST', 'bkg/confirm', otherEnterpriseToken, { body: { orderIds: [orders.confirmed.id] } });
    expect(batch.statusCode).toBe(404);
  });

  it('confirm sends one PDF for one order and a ZIP of PDFs for several', async () => {
    const single = await call('POST', 'bkg/confirm', demoEntToken, { body: { orderIds: [orders.confirmed.id] } });
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-type']).toBe('application/pdf');
    expect(single.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const several = await call('POST', 'bkg/confirm', demoEntToken, { body: { orderIds: [orders.confirmed.id, orders.confirmed2.id] } });
    expect(several.statusCode).toBe(200);
    expect(several.headers['content-type']).toBe('application/zip');
    expect(several.headers['content-disposition']).toContain(encodeURIComponent('订舱确认书_2份.zip'));
    const entries = unzipSync(new Uint8Array(several.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['订舱确认书_PANDOC000001.pdf', '订舱确认书_PANDOC000002.pdf']);
    expect(extractPdfText(Buffer.from(entries['订舱确认书_PANDOC000002.pdf']!))).toContain('PANDOC000002');
  });

  it("draws a batch on worker threads: the server's own thread stays free for other calls meanwhile", async () => {
    const batch = [orders.confirmed.id, orders.confirmed2.id];
    for (let index = 10; index < 28; index += 1) batch.push((await insertOrder('A', `PANDOC0000${index}`, String(index))).id);

    const before = performance.eventLoopUtilization();
    const response = await call('POST', 'bkg/confirm', demoEntToken, { body: { orderIds: batch } });
    const busy = performance.eventLoopUtilization(before).utilization;

    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toHaveLength(20);
    expect(extractPdfText(Buffer.from(entries['订舱确认书_PANDOC000027.pdf']!))).toContain('PANDOC000027');
    // Drawn here, 20 documents kept this thread busy ~95 % of the time (1–2 s of font subsetting).
    expect(busy).toBeLessThan(0.5);
  });

  it('confirm refuses the whole batch when one order is not confirmed, naming it', async () => {
    const response = await call('POST', 'bl/confirm', demoEntToken, { body: { orderIds: [orders.confirmed.id, orders.waiting.id] } });
    expect(response.json()).toMatchObject({ code: 7601, msg: `订单${orders.waiting.orderNo}当前为“待审核”，确认后才能下载提单样本` });
    const empty = await call('POST', 'bl/confirm', demoEntToken, { body: { orderIds: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请选择订单');
  });

  it('needs a login', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/web/domestic/order/download/bkg?orderId=${orders.confirmed.id}` });
    expect(response.statusCode).toBe(401);
  });
});
