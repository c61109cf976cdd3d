import { DOC_FEE_PER_ORDER_FEN } from '@coastbook/domain';
import ExcelJS from 'exceljs';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { prepaidAccount } from '../assets';
import { customerMessage } from '../message';
import { cargoBriefDesc, containerType, placeOrderWindow, sysSwitch } from '../basedata';
import { portCall, productSailing, vessel } from '../product';
import { availableOf, bookingForm, createDraft, findBookableSailing, submit, tokenOf } from './order.test-support';
import { transitionOrder } from './order-state.service';
import { orderContainer, orderEvent, orderMast } from './order.tables';

/** Customer order calls on a real database: create, save, submit, view, cancel, lists, export, visibility. */
describe('order calls', () => {
  let testApp: TestApp;
  let entToken: string;
  let subToken: string;
  let otherToken: string;
  let sailingId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    entToken = await tokenOf(testApp, 'demo_ent');
    subToken = await tokenOf(testApp, 'demo_sub');
    otherToken = await tokenOf(testApp, 'nb_gangtong');
    sailingId = await findBookableSailing(testApp, 1);
  });
  afterAll(async () => testApp?.close());

  const post = <T = unknown>(token: string, url: string, body: unknown) => callApi<T>(testApp, 'POST', `web/domestic/${url}`, { token, body });
  const get = <T = unknown>(token: string, url: string) => callApi<T>(testApp, 'GET', `web/domestic/${url}`, { token });
  /** A POST as the portal's English pages send it (Accept-Language en-US). */
  const postInEnglish = <T = unknown>(token: string, url: string, body: unknown) =>
    callApi<T>(testApp, 'POST', `web/domestic/${url}`, { token, body, acceptLanguage: 'en-US' });

  describe('createOrder', () => {
    it('creates a draft with a server orderNo and takes no inventory', async () => {
      const before = await availableOf(testApp, sailingId, '20GP');
      const draft = await createDraft(testApp, entToken, sailingId, [{ cntrType: '20GP', quantity: 2 }]);
      expect(draft.orderNo).toMatch(/^OC\d{12}$/);
      const [row] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(row).toMatchObject({ status: 'P', inventoryReserved: false, carrier: 'PAN' });
      expect(await availableOf(testApp, sailingId, '20GP')).toBe(before);
    });

    it('refuses an account that is not certified', async () => {
      const token = await tokenOf(testApp, 'demo_new');
      const answer = await post(token, 'order/createOrder', { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 1 }] });
      expect(answer.body).toMatchObject({ code: 7003, msg: '请先完成企业或个人认证后再下单' });
    });

    it('closes a sailing 24 hours before its loading call leaves: its offer can no longer be ordered and createOrder refuses it', async () => {
      const closingId = await findBookableSailing(testApp, 3);
      const [sailing] = await testApp.database.db.select({ loadCallId: productSailing.loadCallId }).from(productSailing).where(eq(productSailing.id, closingId));
      const offerOf = async () =>
        (await callApi<{ canOrder: boolean }>(testApp, 'GET', `web/product/getProductById?productId=${closingId}`, { token: entToken })).body.data;
      const selection = { productId: closingId, containers: [{ cntrType: '20GP', quantity: 1 }] };
      // The ship moved up in the schedule: in port two hours before it leaves.
      const departIn = (hours: number) => {
        const etd = Date.now() + hours * 3_600_000;
        return testApp.database.db.update(portCall).set({ eta: new Date(etd - 2 * 3_600_000), etd: new Date(etd) }).where(eq(portCall.id, sailing!.loadCallId));
      };
      const ordersBefore = (await testApp.database.db.select({ id: orderMast.id }).from(orderMast)).length;

      // 23 hours before departure booking has closed (截单): the offer says so, and the order is refused as it says.
      await departIn(23);
      expect((await offerOf()).canOrder).toBe(false);
      const refused = await post(entToken, 'order/createOrder', selection);
      expect(refused.body).toEqual({ code: 7004, msg: '该船期已截止订舱，请选择其他船期', data: { field: 'productId' } });
      expect((await testApp.database.db.select({ id: orderMast.id }).from(orderMast)).length).toBe(ordersBefore);

      // 25 hours before, it is still open on both.
      await departIn(25);
      expect((await offerOf()).canOrder).toBe(true);
      expect((await post(entToken, 'order/createOrder', selection)).body.code).toBe(0);
    });

    it('refuses more containers than are left, a type not sold, and an empty selection', async () => {
      const tooMany = await post(entToken, 'order/createOrder', { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 900 }] });
      expect(tooMany.body.code).toBe(7008);
      const notSold = await post(entToken, 'order/createOrder', { productId: sailingId, containers: [{ cntrType: '20TK', quantity: 1 }] });
      expect(notSold.body).toMatchObject({ code: 7005, msg: '箱型20TK暂无运价或未开放销售' });
      const empty = await post(entToken, 'order/createOrder', { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 0 }] });
      expect(empty.body).toMatchObject({ code: 7006, msg: '请选择箱型并填写箱量' });
    });

    it('words the sold-out refusal, with the containers left, in the caller’s language', async () => {
      const left = await availableOf(testApp, sailingId, '20GP');
      const body = { productId: sailingId, containers: [{ cntrType: '20GP', quantity: left + 1 }] };
      const chinese = await post(entToken, 'order/createOrder', body);
      expect(chinese.body).toEqual({ code: 7008, msg: `20GP舱位不足（剩余${left}箱），请减少箱量或选择其他船期`, data: { field: 'containers' } });
      const english = await postInEnglish(entToken, 'order/createOrder', body);
      expect(english.body).toEqual({
        code: 7008,
        msg: `Not enough space for 20GP (${left} left), please reduce the number of containers or choose another sailing`,
        data: { field: 'containers' },
      });
    });

    it('refuses new orders and submissions while the carrier has switched booking off, and outside the order window', async () => {
      const db = testApp.database.db;
      const draft = await createDraft(testApp, entToken, sailingId, [{ cntrType: '20GP', quantity: 1 }]);
      const ordersBefore = (await db.select({ id: orderMast.id }).from(orderMast)).length;
      const selection = { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 1 }] };
      try {
        await db.update(sysSwitch).set({ isOn: false }).where(eq(sysSwitch.type, 'ORDERING'));
        const created = await post(entToken, 'order/createOrder', selection);
        expect(created.body).toMatchObject({ code: 7014, msg: '在线订舱暂未开放，请稍后再试' });
        const submitted = await submit(testApp, entToken, bookingForm(draft.orderId));
        expect(submitted.body).toMatchObject({ code: 7014, msg: '在线订舱暂未开放，请稍后再试' });
        await db.update(sysSwitch).set({ isOn: true }).where(eq(sysSwitch.type, 'ORDERING'));

        // A window that does not hold the present moment on China's clock.
        const chinaHour = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
        const [opensAt, closesAt] = chinaHour < 12 ? ['12:30', '23:00'] : ['01:00', '11:30'];
        await db.update(placeOrderWindow).set({ opensAt, closesAt });
        const late = await post(entToken, 'order/createOrder', selection);
        expect(late.body).toMatchObject({ code: 7015, msg: `当前不在下单时间内（每日 ${opensAt}–${closesAt}，北京时间），请在下单时间内提交` });
        const lateSubmit = await submit(testApp, entToken, bookingForm(draft.orderId));
        expect(lateSubmit.body.code).toBe(7015);
        // Switched off outside the window: the switch is named first.
        await db.update(sysSwitch).set({ isOn: false }).where(eq(sysSwitch.type, 'ORDERING'));
        expect((await post(entToken, 'order/createOrder', selection)).body).toMatchObject({ code: 7014 });
        await db.update(sysSwitch).set({ isOn: true }).where(eq(sysSwitch.type, 'ORDERING'));
        // No window configured at all: ordering is closed.
        await db.delete(placeOrderWindow);
        expect((await post(entToken, 'order/createOrder', selection)).body).toMatchObject({ code: 7015, msg: '当前不在下单时间内，请在下单时间内提交' });
        // Nothing was written: no new order, the draft still a draft.
        expect((await db.select({ id: orderMast.id }).from(orderMast)).length).toBe(ordersBefore);
        const [still] = await db.select({ status: orderMast.status, inventoryReserved: orderMast.inventoryReserved }).from(orderMast).where(eq(orderMast.id, draft.orderId));
        expect(still).toEqual({ status: 'P', inventoryReserved: false });
      } finally {
        await db.update(sysSwitch).set({ isOn: true }).where(eq(sysSwitch.type, 'ORDERING'));
        const allDay = { opensAt: '00:00:00', closesAt: '23:59:59.999999' };
        await db.insert(placeOrderWindow).values(allDay).onConflictDoUpdate({ target: placeOrderWindow.id, set: allDay });
      }
      // Open again: the same selection books.
      expect((await post(entToken, 'order/createOrder', selection)).body).toMatchObject({ code: 0 });
    });

    it('answers 400 naming the field for malformed input', async () => {
      const answer = await post<{ fields: { field: string }[] }>(entToken, 'order/createOrder', { productId: 'nope', containers: [{ cntrType: '20GP', quantity: -1 }] });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields.map((field) => field.field)).toEqual(expect.arrayContaining(['productId', 'containers.0.quantity']));
      expect(answer.body.msg).toContain('箱量必须是不小于0的整数');
    });
  });

  describe('booking and cancellation', () => {
    it('saves the draft form and shows it in complete/{orderId}', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      const saved = await post(entToken, 'order/saveTheDraftOrderInfo', { orderId: draft.orderId, shipper: { name: '上海华信' }, remarks: '请尽早安排', shippingTerm: 2 });
      expect(saved.body).toMatchObject({ code: 0, data: { status: 'P' } });
      const complete = await get<{ orderInfo: { remarks: string; shippingTerm: number; parties: { partyType: string; name: string }[] }; dcsaStatus: string }>(
        entToken,
        `order/complete/${draft.orderId}`,
      );
      expect(complete.body.data).toMatchObject({ orderInfo: { remarks: '请尽早安排', shippingTerm: 2, parties: [{ partyType: 'S', name: '上海华信' }] }, dcsaStatus: 'PENDING_UPDATE' });
      // The draft's amounts are a preview: container prices at creation, document fee, door fee of term 2 (one 20').
      const preview = complete.body.data as unknown as { chargeItems: { code: string; amountFen: number }[]; orderAmountInfos: { totalFen: number } };
      expect(preview.chargeItems.map((item) => item.code)).toEqual(expect.arrayContaining(['FREIGHT', 'BOOKING_FEE', 'TRAILER_FEE']));
      expect(preview.chargeItems.find((item) => item.code === 'TRAILER_FEE')!.amountFen).toBe(80_000);
      expect(preview.orderAmountInfos.totalFen).toBe(preview.chargeItems.reduce((sum, item) => sum + item.amountFen, 0));
    });

    it('keeps each party and door address its own values when saved again, and drops the door the submitted term does not use', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      const door = (detailAddress: string, contact: string) => ({ regionCodes: ['310000', '310100', '310115'], regionText: '上海市 上海市 浦东新区', detailAddress, contact, phone: '13800138000' });
      const first = await post(entToken, 'order/saveTheDraftOrderInfo', {
        orderId: draft.orderId,
        shippingTerm: 3,
        shipper: { name: '发货人一' },
        consignee: { name: '收货人一' },
        loadingDoor: door('装货地址一', '装货联系人'),
        deliveryDoor: door('卸货地址一', '卸货联系人'),
      });
      expect(first.body).toMatchObject({ code: 0 });
      // Saved again: the rows exist, so each is updated, with its own values (not its neighbour's).
      const again = await post(entToken, 'order/saveTheDraftOrderInfo', {
        orderId: draft.orderId,
        shippingTerm: 3,
        shipper: { name: '发货人二', contact: '王经理' },
        consignee: { name: '收货人二', phone: '0595-22881234' },
        notifyParty: { name: '通知方二' },
        loadingDoor: door('装货地址二', '装货联系人二'),
        deliveryDoor: door('卸货地址二', '卸货联系人二'),
      });
      expect(again.body).toMatchObject({ code: 0 });
      type Complete = { orderInfo: { parties: { partyType: string; name: string; contact: string | null; phone: string | null }[]; doorAddresses: { ioFlag: string; detailAddress: string; contact: string }[] } };
      const saved = (await get<Complete>(entToken, `order/complete/${draft.orderId}`)).body.data.orderInfo;
      expect(saved.parties.map(({ partyType, name, contact, phone }) => ({ partyType, name, contact, phone })).sort((a, b) => a.partyType.localeCompare(b.partyType))).toEqual([
        { partyType: 'C', name: '收货人二', contact: null, phone: '0595-22881234' },
        { partyType: 'N', name: '通知方二', contact: null, phone: null },
        { partyType: 'S', name: '发货人二', contact: '王经理', phone: null },
      ]);
      expect(saved.doorAddresses.map(({ ioFlag, detailAddress, contact }) => ({ ioFlag, detailAddress, contact }))).toEqual([
        { ioFlag: 'D', detailAddress: '卸货地址二', contact: '卸货联系人二' },
        { ioFlag: 'L', detailAddress: '装货地址二', contact: '装货联系人二' },
      ]);

      // Submitted as door to port (term 2): the loading door stays, the delivery door goes.
      const submitted = await submit(testApp, entToken, bookingForm(draft.orderId, { shippingTerm: 2, loadingDoor: door('装货地址三', '装货联系人三') }));
      expect(submitted.body).toMatchObject({ code: 0, data: { status: 'S' } });
      const afterSubmit = (await get<Complete>(entToken, `order/complete/${draft.orderId}`)).body.data.orderInfo;
      expect(afterSubmit.doorAddresses.map(({ ioFlag, detailAddress }) => ({ ioFlag, detailAddress }))).toEqual([{ ioFlag: 'L', detailAddress: '装货地址三' }]);
      expect(afterSubmit.parties.find((party) => party.partyType === 'S')).toMatchObject({ name: '上海华信国际物流有限公司', contact: '张伟' });
      expect((await post(entToken, 'order/cancelOrder', { orderId: draft.orderId })).body).toMatchObject({ code: 0 });
    });

    it('refuses a submission without the agreement, and door terms without door addresses, naming the fields', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      const unticked = await submit(testApp, entToken, bookingForm(draft.orderId, { agreementTicked: false }));
      expect(unticked.status).toBe(400);
      expect(unticked.body.msg).toContain('请勾选已阅读并同意');
      const doors = await submit(testApp, entToken, bookingForm(draft.orderId, { shippingTerm: 3 }));
      expect(doors.status).toBe(400);
      expect((doors.body.data as unknown as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['loadingDoor', 'deliveryDoor']);
      const noShipper = await submit(testApp, entToken, { ...bookingForm(draft.orderId), shipper: undefined, weightKg: 0 });
      expect(noShipper.status).toBe(400);
      expect(noShipper.body.msg).toMatch(/shipper/);
      expect(noShipper.body.msg).toMatch(/weightKg: 货物重量须为大于0的数字/);
    });

    it('submits: prices on the server, reserves the containers, P → S with a pay deadline; cancel gives them back', async () => {
      const before = await availableOf(testApp, sailingId, '20GP');
      const draft = await createDraft(testApp, entToken, sailingId, [{ cntrType: '20GP', quantity: 2 }]);
      const offer = await callApi<{ containerData: { cntrType: string; containerPrice: number; ylbPromotionPrice: number }[] }>(testApp, 'GET', 'web/product/getProductById', {
        token: entToken,
        query: { productId: sailingId },
      });
      const line = offer.body.data.containerData.find((item) => item.cntrType === '20GP')!;
      // demo_ent's enterprise is gold (level 2): the seed's 金卡会员专享 (¥80 a container) is in the offer, and so in the order.
      expect(line.ylbPromotionPrice).toBeGreaterThanOrEqual(8_000);

      const submitted = await submit(testApp, entToken, bookingForm(draft.orderId, { totalFen: 1 }));
      expect(submitted.body).toMatchObject({ code: 0, data: { status: 'S' } });
      expect(submitted.body.data.totalFen).toBe(2 * (line.containerPrice - line.ylbPromotionPrice) + DOC_FEE_PER_ORDER_FEN);
      const deadline = Date.parse(submitted.body.data.payDeadline) - Date.now();
      expect(deadline).toBeGreaterThan(29 * 60_000);
      expect(deadline).toBeLessThanOrEqual(30 * 60_000);
      expect(await availableOf(testApp, sailingId, '20GP')).toBe(before - 2);

      const complete = await get<{ chargeItems: { code: string; amountFen: number }[]; docCharge: { amountFen: number }; events: { fromStatus: string | null; toStatus: string }[]; orderInfo: { canPay: boolean; canCancel: boolean } }>(
        entToken,
        `order/complete/${draft.orderId}`,
      );
      expect(complete.body.data.chargeItems).toEqual(expect.arrayContaining([{ code: 'BOOKING_FEE', name: '订舱费（单证费）', amountFen: DOC_FEE_PER_ORDER_FEN }]));
      expect(complete.body.data.docCharge.amountFen).toBe(DOC_FEE_PER_ORDER_FEN);
      expect(complete.body.data.events.map((event) => `${event.fromStatus}>${event.toStatus}`)).toEqual(['null>P', 'P>S']);
      expect(complete.body.data.orderInfo).toMatchObject({ canPay: true, canCancel: true });

      const again = await submit(testApp, entToken, bookingForm(draft.orderId));
      expect(again.body).toMatchObject({ code: 7011, msg: '订单已提交，不能再修改' });

      const cancelled = await post(entToken, 'order/cancelOrder', { orderId: draft.orderId, reason: '计划变更' });
      expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'X', refundedFen: 0 } });
      expect(await availableOf(testApp, sailingId, '20GP')).toBe(before);
      const [event] = await testApp.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, draft.orderId)).orderBy(desc(orderEvent.id)).limit(1);
      expect(event).toMatchObject({ fromStatus: 'S', toStatus: 'X', actorKind: 'customer', reason: '计划变更' });
      const [message] = await testApp.database.db
        .select()
        .from(customerMessage)
        .where(and(eq(customerMessage.businessId, draft.orderId)))
        .orderBy(desc(customerMessage.createdAt))
        .limit(1);
      expect(message).toMatchObject({ title: '订单已取消', orderType: 'OC' });

      const twice = await post(entToken, 'order/cancelOrder', { orderId: draft.orderId });
      expect(twice.body.code).toBe(7002);
    });

    it('cancelling a paid order (W) refunds what was paid to the enterprise’s prepaid account', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      const submitted = await submit(testApp, entToken, bookingForm(draft.orderId));
      await testApp.database.db.transaction((tx) =>
        transitionOrder({ tx, orderId: draft.orderId, to: 'W', actor: { kind: 'payment', id: null }, patch: { paidFen: submitted.body.data.totalFen, payWay: 1 } }),
      );
      const [order] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(order!.paidAt).not.toBeNull();
      const balance = async () => (await testApp.database.db.select().from(prepaidAccount).where(eq(prepaidAccount.ownerId, order!.enterpriseId!)))[0]?.balanceFen ?? 0;
      const before = await balance();
      const cancelled = await post(entToken, 'order/cancelOrder', { orderId: draft.orderId });
      expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'X', refundedFen: submitted.body.data.totalFen } });
      expect(await balance()).toBe(before + submitted.body.data.totalFen);
      const [after] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(after).toMatchObject({ status: 'X', paidFen: 0, inventoryReserved: false });
    });

    it('refuses to cancel a cancelled order, in the caller’s language', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      expect((await post(entToken, 'order/cancelOrder', { orderId: draft.orderId })).body).toMatchObject({ code: 0, data: { status: 'X' } });
      const chinese = await post(entToken, 'order/cancelOrder', { orderId: draft.orderId });
      expect(chinese.body).toEqual({ code: 7002, msg: '订单已确认或已结束，不能取消', data: { status: 'X' } });
      const english = await postInEnglish(entToken, 'order/cancelOrder', { orderId: draft.orderId });
      expect(english.body).toEqual({ code: 7002, msg: 'The order has been confirmed or has ended and can no longer be cancelled', data: { status: 'X' } });
    });

    it('a move the status rules do not allow is refused naming both statuses, in Chinese and in English', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      const move = testApp.database.db.transaction((tx) => transitionOrder({ tx, orderId: draft.orderId, to: 'A', actor: { kind: 'customer', id: null } }));
      await expect(move).rejects.toMatchObject({
        key: 'ORDER_STATUS_CONFLICT',
        data: { status: 'P' },
        message: '订单当前状态为“暂存”，不能变为“已确认”',
        english: 'The order is "Draft" and cannot change to "Confirmed"',
      });
      const [after] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(after).toMatchObject({ status: 'P' });
    });

    it('a status move handed a row that is no longer what the database holds changes nothing (ORDER_STATUS_CONFLICT)', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      expect((await submit(testApp, entToken, bookingForm(draft.orderId))).body).toMatchObject({ code: 0, data: { status: 'S' } });
      const [asRead] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(asRead).toMatchObject({ status: 'S', inventoryReserved: true });
      expect((await post(entToken, 'order/cancelOrder', { orderId: draft.orderId })).body).toMatchObject({ code: 0, data: { status: 'X' } });
      const eventsBefore = await testApp.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, draft.orderId));

      // The row read while it was S: paying it now would move a cancelled order on.
      const move = testApp.database.db.transaction((tx) => transitionOrder({ tx, lockedOrder: asRead!, to: 'W', actor: { kind: 'payment', id: null }, patch: { paidFen: asRead!.totalFen } }));
      await expect(move).rejects.toMatchObject({ key: 'ORDER_STATUS_CONFLICT' });
      const [after] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(after).toMatchObject({ status: 'X', paidFen: 0, inventoryReserved: false });
      expect(await testApp.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, draft.orderId))).toHaveLength(eventsBefore.length);
    });

    it('honours an Idempotency-Key on bookingInfo and cancelOrder: replays answer the first result, inventory moves once', async () => {
      const before = await availableOf(testApp, sailingId, '20GP');
      const draft = await createDraft(testApp, entToken, sailingId);
      const send = (url: string, body: unknown, key: string) =>
        testApp.app.inject({ method: 'POST', url: `/api/web/domestic/${url}`, headers: { authorization: `bearer ${entToken}`, 'idempotency-key': key }, payload: body as object });
      const answers = await Promise.all(Array.from({ length: 10 }, () => send('order/bookingInfo', bookingForm(draft.orderId), `submit-${draft.orderId}`)));
      const bodies = answers.map((answer) => answer.json() as { code: number; data: unknown });
      expect(bodies.every((body) => body.code === 0)).toBe(true);
      expect(new Set(bodies.map((body) => JSON.stringify(body.data))).size).toBe(1);
      expect(await availableOf(testApp, sailingId, '20GP')).toBe(before - 1);
      const other = await send('order/bookingInfo', bookingForm(draft.orderId, { remarks: '另一个请求' }), `submit-${draft.orderId}`);
      expect(other.statusCode).toBe(422);

      const first = await send('order/cancelOrder', { orderId: draft.orderId }, `cancel-${draft.orderId}`);
      const replay = await send('order/cancelOrder', { orderId: draft.orderId }, `cancel-${draft.orderId}`);
      expect(first.json()).toMatchObject({ code: 0, data: { status: 'X' } });
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await availableOf(testApp, sailingId, '20GP')).toBe(before);
    });

    it('answers the document fee of an offer', async () => {
      const answer = await post(entToken, 'order/searchDocChargeDetail', { productId: sailingId });
      expect(answer.body).toMatchObject({ code: 0, data: { chargeCode: 'BOOKING_FEE', amountFen: DOC_FEE_PER_ORDER_FEN } });
    });
  });

  describe('visibility', () => {
    it('hides one enterprise’s orders from another: 404 on view, cancel, submit; left out of lists', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      for (const answer of [
        await get(otherToken, `order/complete/${draft.orderId}`),
        await post(otherToken, 'order/cancelOrder', { orderId: draft.orderId }),
        await submit(testApp, otherToken, bookingForm(draft.orderId)),
        await post(otherToken, 'order/getOrderByOrderIdOrBkgNo', { orderId: draft.orderId }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ code: 7001, msg: '订单不存在' });
      }
      const batch = await post<unknown[]>(otherToken, 'order/getOrderByOrderIds', { orderIds: [draft.orderId] });
      expect(batch.body).toMatchObject({ code: 0, data: [] });
      const list = await post<{ total: number }>(otherToken, 'customer/order/getOrderMastBySearchQuery', { keyword: draft.orderNo });
      expect(list.body.data.total).toBe(0);
      const [row] = await testApp.database.db.select({ status: orderMast.status }).from(orderMast).where(eq(orderMast.id, draft.orderId));
      expect(row!.status).toBe('P');
    });

    it('a sub-account with OWN sees its own orders only; the main account sees the whole enterprise', async () => {
      const mine = await createDraft(testApp, subToken, sailingId);
      const bosses = await createDraft(testApp, entToken, sailingId);
      expect((await get(subToken, `order/complete/${mine.orderId}`)).body.code).toBe(0);
      expect((await get(subToken, `order/complete/${bosses.orderId}`)).body.code).toBe(7001);
      expect((await get(entToken, `order/complete/${mine.orderId}`)).body.code).toBe(0);
      const subList = await post<{ records: { userId: string }[] }>(subToken, 'customer/order/getOrderMastBySearchQuery', { size: 100 });
      const [sub] = await testApp.database.db.select({ userId: orderMast.userId }).from(orderMast).where(eq(orderMast.id, mine.orderId));
      expect(new Set(subList.body.data.records.map((record) => record.userId))).toEqual(new Set([sub!.userId]));
    });

    it('a certified person books containers and follows them in the order list: their own orders, no one else’s', async () => {
      const personToken = await tokenOf(testApp, 'demo_person');
      const mine = await createDraft(testApp, personToken, sailingId);
      const [row] = await testApp.database.db.select({ enterpriseId: orderMast.enterpriseId }).from(orderMast).where(eq(orderMast.id, mine.orderId));
      expect(row!.enterpriseId).toBeNull();
      const list = await post<{ total: number; records: { orderId: string }[] }>(personToken, 'customer/order/getOrderMastBySearchQuery', { size: 100 });
      expect(list.body.code).toBe(0);
      expect(list.body.data.records.map((record) => record.orderId)).toContain(mine.orderId);
      const [personRow] = await testApp.database.db.select({ userId: orderMast.userId }).from(orderMast).where(eq(orderMast.id, mine.orderId));
      const owners = await testApp.database.db.select({ userId: orderMast.userId }).from(orderMast).where(inArray(orderMast.id, list.body.data.records.map((record) => record.orderId)));
      expect(new Set(owners.map((owner) => owner.userId))).toEqual(new Set([personRow!.userId]));
      // demo_ent's enterprise does not see the person's order.
      expect((await get(entToken, `order/complete/${mine.orderId}`)).body.code).toBe(7001);
    });
  });

  describe('lists', () => {
    it('lists by tab, counts per tab, filters by keyword and months', async () => {
      const counts = await post<Record<string, number>>(entToken, 'customer/order/amendRequest/getOrderCounts', { months: 3 });
      expect(counts.body.code).toBe(0);
      for (const tab of ['all', 'S', 'W', 'A', 'X', 'R'] as const) {
        const page = await post<{ total: number; records: { status: string }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { tab, months: 3, size: 100 });
        expect(page.body.data.total, tab).toBe(counts.body.data[tab]);
        if (tab !== 'all') expect(page.body.data.records.every((record) => record.status === tab)).toBe(true);
      }
      expect(counts.body.data.A).toBeGreaterThanOrEqual(3);
      const recent = await post<Record<string, number>>(entToken, 'customer/order/amendRequest/getOrderCounts', { months: 1 });
      expect(recent.body.data.all).toBeLessThan(counts.body.data.all!);

      const confirmed = await post<{ records: { orderNo: string; bkgNo: string | null }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { tab: 'A' });
      const withBkg = confirmed.body.data.records.find((record) => record.bkgNo)!;
      const byBkg = await post<{ total: number; records: { orderNo: string }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { keyword: withBkg.bkgNo!.slice(-6) });
      expect(byBkg.body.data.records.map((record) => record.orderNo)).toEqual([withBkg.orderNo]);
      const reviewing = await post<{ records: { status: string }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { searchButton: 'reviewing' });
      expect(reviewing.body.data.records.every((record) => record.status === 'W')).toBe(true);

      // Each row's containers by type, beside the Chinese summary line, as the order's container lines hold them.
      const listed = await post<{ records: { orderId: string; containerSummary: string; containerCounts: unknown }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { tab: 'A' });
      for (const record of listed.body.data.records) {
        const lines = await testApp.database.db.select().from(orderContainer).where(eq(orderContainer.orderId, record.orderId)).orderBy(orderContainer.cntrType);
        expect(lines.length).toBeGreaterThan(0);
        expect(record.containerCounts).toEqual(lines.map((line) => ({ cntrType: line.cntrType, quantity: line.quantity })));
        expect(record.containerSummary).toBe(lines.map((line) => `${line.cntrType}×${line.quantity}`).join('，'));
      }

      const bad = await post<{ fields: { field: string }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { tab: 'Q', months: 2 });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields.map((field) => field.field)).toEqual(['tab', 'months']);
    });

    it('names places by code and the vessel in English from the vessel data, in the list and in complete/{orderId}', async () => {
      const draft = await createDraft(testApp, entToken, sailingId);
      const [booked] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
      const [ship] = await testApp.database.db.select().from(vessel).where(eq(vessel.code, booked!.vslCde));
      expect(ship!.ennme).not.toBe(booked!.vslCnnme);

      type Named = { vslCnnme: string; vslEnnme: string; fpolCde: string; lpodCde: string; origFacilityCde: string; destFacilityCde: string };
      const list = await post<{ records: (Named & { orderId: string })[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { keyword: draft.orderNo });
      const expected = {
        vslCnnme: booked!.vslCnnme,
        vslEnnme: ship!.ennme,
        fpolCde: booked!.fpolCde,
        lpodCde: booked!.lpodCde,
        origFacilityCde: booked!.origFacilityCde,
        destFacilityCde: booked!.destFacilityCde,
      };
      expect(list.body.data.records).toEqual([expect.objectContaining({ orderId: draft.orderId, ...expected })]);
      const complete = await get<{ orderInfo: Named & { containers: { cntrType: string; cntrTypeEnnme: string | null }[] } }>(entToken, `order/complete/${draft.orderId}`);
      expect(complete.body.data.orderInfo).toMatchObject(expected);
      const [line] = complete.body.data.orderInfo.containers;
      const [type] = await testApp.database.db.select().from(containerType).where(eq(containerType.code, line!.cntrType));
      expect(line!.cntrTypeEnnme).toBe(type!.ennme);

      // A booked cargo description has its English name beside the Chinese one (the draft above has none yet).
      const [withCargo] = await testApp.database.db
        .select({ id: orderMast.id, orderNo: orderMast.orderNo, cnnme: cargoBriefDesc.cnnme, ennme: cargoBriefDesc.ennme })
        .from(orderMast)
        .innerJoin(cargoBriefDesc, eq(cargoBriefDesc.code, orderMast.cgoBriefDescCde))
        .where(eq(orderMast.userId, booked!.userId))
        .limit(1);
      const cargoList = await post<{ records: { cgoBriefDescCnnme: string; cgoBriefDescEnnme: string }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { keyword: withCargo!.orderNo });
      expect(cargoList.body.data.records).toEqual([expect.objectContaining({ cgoBriefDescCnnme: withCargo!.cnnme, cgoBriefDescEnnme: withCargo!.ennme })]);
      expect(list.body.data.records[0]).toMatchObject({ cgoBriefDescEnnme: null });
    });

    it('answers booking numbers by order ids', async () => {
      const page = await post<{ records: { orderId: string; bkgNo: string | null }[] }>(entToken, 'customer/order/getOrderMastBySearchQuery', { tab: 'A' });
      const ids = page.body.data.records.map((record) => record.orderId);
      const answer = await post<{ orderId: string; bkgNo: string | null }[]>(entToken, 'customer/order/getBkgNoByOrderIds', { orderIds: ids });
      expect(answer.body.data.map((row) => row.bkgNo)).toEqual(page.body.data.records.map((record) => record.bkgNo));
      expect(answer.body.data.every((row) => /^PAN\d{10}$/.test(row.bkgNo ?? ''))).toBe(true);
    });

    it('exports the filtered list as an Excel workbook with Chinese headers', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/web/domestic/customer/order/exportOrderData',
        headers: { authorization: `bearer ${entToken}` },
        payload: { tab: 'A', months: 3 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('订单列表'));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('订单列表')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
      expect(sheet.getRow(1).getCell(2).value).toBe('订舱号');
      const counts = await post<Record<string, number>>(entToken, 'customer/order/amendRequest/getOrderCounts', { months: 3 });
      expect(sheet.rowCount - 1).toBe(counts.body.data.A);
      expect(String(sheet.getRow(2).getCell(3).value)).toBe('已确认');
    });

    it('lists orders awaiting payment as to-do tasks', async () => {
      const tasks = await callApi<{ records: { taskType: string; title: string; link: string }[] }>(testApp, 'POST', 'web/domestic/task/todo/getTodoTaskInfoList', { token: entToken, body: { size: 100 } });
      const payment = tasks.body.data.records.filter((task) => task.taskType === 'ORDER_AWAITING_PAYMENT');
      expect(payment.length).toBeGreaterThanOrEqual(1);
      expect(payment[0]).toMatchObject({ title: '待支付订单', link: expect.stringMatching(/^\/order\/payment\?orderId=/) });
    });
  });
});
