import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { enterpriseRelationRequest } from '../enterprise';
import { userAddress } from './index';

let testApp: TestApp;
let ent: { token: string; userId: string }; // demo_ent, main account, 6 seeded entries (S C N L D E)
let sub: { token: string; userId: string }; // demo_sub, sub-account of the same enterprise (OWN)
let stranger: { token: string; userId: string }; // demo_person, no enterprise

type Address = { addressId: string; addressType: string; label: string; mobile: string | null; isDefault: number; isOwn: boolean; fullAddress: string; companyName: string | null; email: string | null };
type Page = { records: Address[]; total: number };

const post = <T = unknown>(call: string, token: string, body: unknown) => callApi<T>(testApp, 'POST', `web/entUserAddress/${call}`, { token, body });
const get = <T = unknown>(call: string, token: string, query: Record<string, string> = {}) => callApi<T>(testApp, 'GET', `web/entUserAddress/${call}`, { token, query });

const shipper = (overrides: Record<string, unknown> = {}) => ({
  addressType: 'S',
  isCompany: 1,
  label: '宁波发货',
  companyName: '宁波甬港进出口有限公司',
  contactName: '赵磊',
  title: 'MR',
  mobile: '13957412368',
  phone: '0574-87351234',
  provinceName: '浙江省',
  cityName: '宁波市',
  countyName: '北仑区',
  detailAddress: '明州路 66 号',
  ...overrides,
});

const door = (overrides: Record<string, unknown> = {}) => ({
  addressType: 'L',
  isCompany: 0,
  label: '嘉定仓库',
  contactName: '孙强',
  mobile: '13817263549',
  provinceName: '上海市',
  cityName: '上海市',
  countyName: '嘉定区',
  streetName: '马陆镇',
  detailAddress: '宝安公路 2999 号',
  ...overrides,
});

/** demo_ent (main) and demo_sub (sub-account) in one enterprise: the seeded one once the enterprise seed links them, else a fresh id. */
async function linkDemoEnterprise(): Promise<void> {
  const db = testApp.database.db;
  const [main] = await db.select({ enterpriseId: userAccount.enterpriseId }).from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
  const enterpriseId = main?.enterpriseId ?? crypto.randomUUID();
  await db.update(userAccount).set({ enterpriseId, userType: 'M' }).where(eq(userAccount.logonId, 'demo_ent'));
  await db.update(userAccount).set({ enterpriseId, userType: 'S' }).where(eq(userAccount.logonId, 'demo_sub'));
}

beforeAll(async () => {
  testApp = await createTestApp();
  await linkDemoEnterprise();
  ent = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
  sub = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
  stranger = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

describe('the seeded address book', () => {
  it('lists demo_ent’s six entries, defaults first, filtered by type', async () => {
    const all = await get<Page>('list', ent.token, { size: '20' });
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.records.map((record) => record.addressType).sort()).toEqual(['C', 'D', 'E', 'L', 'N', 'S']);
    const shippers = await get<Page>('list', ent.token, { addressType: 'S' });
    expect(shippers.body.data.records).toEqual([expect.objectContaining({ companyName: '上海华信国际物流有限公司', mobile: '13916820451', isDefault: 1, isOwn: true })]);
    const emergency = await get<Address>('getEmergencyUserInfo', ent.token);
    expect(emergency.body.data).toMatchObject({ addressType: 'E', label: '紧急联系人', mobile: '13585732196' });
    expect((await get('getEmergencyUserInfo', stranger.token)).body).toMatchObject({ code: 0, data: null });
  });

  it('keeps phone numbers and e-mail encrypted at rest', async () => {
    const rows = await testApp.database.db.select().from(userAddress).where(eq(userAddress.ownerUserId, ent.userId));
    for (const row of rows) {
      expect(row.mobileEncrypted ?? '').not.toMatch(/1\d{10}/);
      expect(row.emailEncrypted ?? '').not.toContain('@');
    }
  });
});

describe('add, update, delete', () => {
  it('adds a company shipper and answers it with its full address', async () => {
    const added = await post<Address>('addUserAddress', stranger.token, shipper());
    expect(added.body).toMatchObject({ code: 0, data: { addressType: 'S', label: '宁波发货', mobile: '13957412368', isOwn: true, fullAddress: '浙江省宁波市北仑区明州路 66 号' } });
    const read = await get<Address>('getUserAddressByAddressId', stranger.token, { addressId: added.body.data.addressId });
    expect(read.body.data).toMatchObject({ companyName: '宁波甬港进出口有限公司', isDefault: 0 });
  });

  it('refuses incomplete entries with the 400 envelope naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [shipper({ companyName: '' }), 'companyName', '请输入公司名称'],
      [shipper({ mobile: '', phone: '' }), 'mobile', '手机号码和固定电话至少填写一项'],
      [shipper({ mobile: '12345' }), 'mobile', '请输入有效的手机号码'],
      [shipper({ phone: '87351234' }), 'phone', '请输入有效的电话号码'],
      [shipper({ addressType: 'X' }), 'addressType', '地址类型不正确'],
      [shipper({ label: '' }), 'label', '请输入标签'],
      [shipper({ label: '标'.repeat(21) }), 'label', '标签长度不能超过20个字符'],
      [door({ detailAddress: '' }), 'detailAddress', '请输入详细地址'],
      [door({ countyName: undefined }), 'provinceName', '请选择省/市/区'],
      [shipper({ title: 'Dr.' }), 'title', '称谓不正确'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await post('addUserAddress', stranger.token, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.data, field).toMatchObject({ fields: expect.arrayContaining([{ field, message }]) });
    }
  });

  it('keeps labels unique per owner and type, ignoring case', async () => {
    await post('addUserAddress', stranger.token, door({ label: 'Warehouse A' }));
    const again = await post('addUserAddress', stranger.token, door({ label: 'warehouse a' }));
    expect(again.body).toMatchObject({ code: 5101, msg: '标签已存在', data: { field: 'label' } });
    expect((await post('addUserAddress', stranger.token, door({ label: 'Warehouse A', addressType: 'D' }))).body.code).toBe(0);
    expect((await post('addUserAddress', ent.token, door({ label: 'Warehouse A' }))).body.code).toBe(0);

    expect((await post('checkAddressLabelExist', stranger.token, { addressType: 'L', label: 'WAREHOUSE A' })).body).toMatchObject({ code: 5101, msg: '标签已存在' });
    expect((await post('checkAddressLabelExist', stranger.token, { addressType: 'L', label: 'Warehouse B' })).body).toMatchObject({ code: 0, data: false });
  });

  it('updates an entry, keeps one default per type, and refuses a label taken by another entry', async () => {
    const first = (await post<Address>('addUserAddress', stranger.token, door({ label: '一号仓', isDefault: 1 }))).body.data;
    const second = (await post<Address>('addUserAddress', stranger.token, door({ label: '二号仓', isDefault: 1 }))).body.data;
    const reread = await get<Address>('getUserAddressByAddressId', stranger.token, { addressId: first.addressId });
    expect(reread.body.data.isDefault).toBe(0);
    expect(second.isDefault).toBe(1);

    const clash = await post('updateUserAddress', stranger.token, { ...door({ label: '二号仓' }), addressId: first.addressId });
    expect(clash.body).toMatchObject({ code: 5101 });
    expect((await post('checkAddressLabelExist', stranger.token, { addressType: 'L', label: '一号仓', addressId: first.addressId })).body).toMatchObject({ code: 0, data: false });

    const updated = await post<Address>('updateUserAddress', stranger.token, { ...door({ label: '一号仓（新）', mobile: '13900001111', isDefault: 1 }), addressId: first.addressId });
    expect(updated.body.data).toMatchObject({ label: '一号仓（新）', mobile: '13900001111', isDefault: 1 });
    expect((await get<Address>('getUserAddressByAddressId', stranger.token, { addressId: second.addressId })).body.data.isDefault).toBe(0);

    const emailed = await post('addUserEmail', stranger.token, { addressId: first.addressId, email: 'Store@Example.COM' });
    expect(emailed.body).toMatchObject({ code: 0, data: true });
    expect((await get<Address>('getUserAddressByAddressId', stranger.token, { addressId: first.addressId })).body.data.email).toBe('store@example.com');

    expect((await post('deleteAddress', stranger.token, { addressId: first.addressId })).body).toMatchObject({ code: 0, data: true });
    expect((await get('getUserAddressByAddressId', stranger.token, { addressId: first.addressId })).status).toBe(404);
  });
});

describe("another user's entries", () => {
  it('are answered 404 on read, update, delete, e-mail and label check, and stay unchanged', async () => {
    const [theirs] = (await get<Page>('list', ent.token, { addressType: 'S' })).body.data.records;
    const id = theirs!.addressId;
    const attempts = [
      await get('getUserAddressByAddressId', stranger.token, { addressId: id }),
      await post('updateUserAddress', stranger.token, { ...shipper({ label: 'hijacked' }), addressId: id }),
      await post('deleteAddress', stranger.token, { addressId: id }),
      await post('addUserEmail', stranger.token, { addressId: id, email: 'thief@example.com' }),
      await post('checkAddressLabelExist', stranger.token, { addressType: 'S', label: 'x', addressId: id }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toMatchObject({ code: 5100, msg: '地址不存在' });
    }
    const after = await get<Address>('getUserAddressByAddressId', ent.token, { addressId: id });
    expect(after.body.data).toMatchObject({ label: '上海总部发货', email: 'shipping@huaxin-logistics.example' });
    const strangerList = await get<Page>('list', stranger.token, { size: '100' });
    expect(strangerList.body.data.records.some((record) => record.addressId === id)).toBe(false);
  });

  it('of a sub-account are visible to the main account, not the other way round', async () => {
    const subEntry = (await post<Address>('addUserAddress', sub.token, shipper({ label: '子账号发货' }))).body.data;
    const seenByMain = await get<Address>('getUserAddressByAddressId', ent.token, { addressId: subEntry.addressId });
    expect(seenByMain.body.data).toMatchObject({ label: '子账号发货', isOwn: false });
    const renamed = await post<Address>('updateUserAddress', ent.token, { ...shipper({ label: '子账号发货（主账号改）' }), addressId: subEntry.addressId });
    expect(renamed.body.code).toBe(0);

    const [mainEntry] = (await get<Page>('list', ent.token, { addressType: 'C' })).body.data.records;
    expect((await get('getUserAddressByAddressId', sub.token, { addressId: mainEntry!.addressId })).status).toBe(404);
    const subList = await get<Page>('list', sub.token, { size: '100' });
    expect(subList.body.data.records.map((record) => record.label)).toEqual(['子账号发货（主账号改）']);
  });
});

describe('a sub-account with ALL visibility', () => {
  it("reads the enterprise's entries but may not change the main account's", async () => {
    const db = testApp.database.db;
    await db.update(enterpriseRelationRequest).set({ visibility: 'ALL' }).where(eq(enterpriseRelationRequest.userId, sub.userId));
    try {
      const [mainEntry] = (await get<Page>('list', ent.token, { addressType: 'C' })).body.data.records;
      const read = await get<Address>('getUserAddressByAddressId', sub.token, { addressId: mainEntry!.addressId });
      expect(read.body.data).toMatchObject({ addressType: 'C', isOwn: false });
      const changed = await post('deleteAddress', sub.token, { addressId: mainEntry!.addressId });
      expect(changed.status).toBe(403);
      expect(changed.body).toMatchObject({ code: 5102, msg: '只能修改本人创建的地址' });
    } finally {
      await db.update(enterpriseRelationRequest).set({ visibility: 'OWN' }).where(eq(enterpriseRelationRequest.userId, sub.userId));
    }
  });
});

describe('order-form pickers', () => {
  it('lists the most used door addresses for L and D', async () => {
    const loading = await get<Address[]>('common/list', ent.token, { addressType: 'L' });
    expect(loading.body.data[0]).toMatchObject({ label: '外高桥仓库' });
    const bad = await get('common/list', ent.token, { addressType: 'S' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('addressType');
  });

  it('offers parties by type, company-only when the shipper is restricted', async () => {
    await post('addUserAddress', ent.token, shipper({ label: '个人发货', isCompany: 0, companyName: '' }));
    const all = await callApi<Address[]>(testApp, 'GET', 'web/domestic/member/assets/getUserAddress', { token: ent.token, query: { addressType: 'S' } });
    const restricted = await callApi<Address[]>(testApp, 'GET', 'web/domestic/member/assets/getUserAddress', { token: ent.token, query: { addressType: 'S', restrictShipper: 'true' } });
    expect(all.body.data.map((record) => record.label)).toContain('个人发货');
    expect(restricted.body.data.map((record) => record.label)).not.toContain('个人发货');
    expect(restricted.body.data[0]).toMatchObject({ label: '上海总部发货', isDefault: 1 });

    const parties = await callApi<Page>(testApp, 'POST', 'web/domestic/order/party/getOrderPartyAddressPage', { token: ent.token, body: { current: 1, size: 10 } });
    expect(new Set(parties.body.data.records.map((record) => record.addressType))).toEqual(new Set(['S', 'C', 'N']));
    const consignees = await callApi<Page>(testApp, 'POST', 'web/domestic/order/party/getOrderPartyAddressPage', { token: ent.token, body: { addressType: 'C', keyword: '港湾' } });
    expect(consignees.body.data.records.map((record) => record.companyName)).toEqual(['大连港湾供应链管理有限公司']);
  });

  it('reuses an entry of the same company or saves a new one', async () => {
    const found = await post<{ addressId: string; created: boolean }>('getOrSaveAddressIdByCompany', ent.token, shipper({ label: undefined, companyName: '上海华信国际物流有限公司' }));
    expect(found.body.data.created).toBe(false);
    const [seeded] = (await get<Page>('list', ent.token, { addressType: 'S', keyword: '上海总部' })).body.data.records;
    expect(found.body.data.addressId).toBe(seeded!.addressId);

    const saved = await post<{ addressId: string; created: boolean }>('getOrSaveAddressIdByCompany', ent.token, shipper({ label: undefined, companyName: '青岛海川国际物流有限公司' }));
    expect(saved.body.data.created).toBe(true);
    const entry = await get<Address>('getUserAddressByAddressId', ent.token, { addressId: saved.body.data.addressId });
    expect(entry.body.data).toMatchObject({ label: '青岛海川国际物流有限公司', isOwn: true });
  });
});
