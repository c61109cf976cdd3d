import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { customerMessage } from '../message';
import { accountStateEvent, certificationRequest, enterprise } from './enterprise.tables';
import { approveBankInfo, approveCertification, findBankReviewQueue, findCertificationQueue, refuseBankInfo, refuseCertification } from './index';
import { accountOf, caller, enterpriseForm, freshUser, login, reviewerId, uploadLicence, userIdOf, type Call, type Session } from './enterprise.test-support';

let testApp: TestApp;
let operatorId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  operatorId = await reviewerId(testApp);
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const keys = () => testApp.app.keys;

interface RequestView {
  id: string;
  type: string;
  status: string;
  isUpgrade: boolean;
  enterpriseId: string | null;
  payload: Record<string, unknown>;
  refuseReason: string | null;
  resubmitOf: string | null;
}

async function statusFlags(call: Call) {
  return (await call<{ inputs: Record<string, unknown>; flags: Record<string, unknown>; badges: Array<{ zh: string }> }>('GET', 'web/entUser/getStatus')).body.data;
}

async function messagesOf(userId: string) {
  return db().select().from(customerMessage).where(eq(customerMessage.userId, userId)).orderBy(desc(customerMessage.createdAt));
}

async function eventsAbout(subjectId: string) {
  return db().select().from(accountStateEvent).where(eq(accountStateEvent.subjectId, subjectId)).orderBy(accountStateEvent.seq);
}

describe('enterprise certification: submit, duplicates, approve', () => {
  let session: Session;
  let call: Call;
  let requestId: string;

  beforeAll(async () => {
    session = await login(testApp, 'demo_new');
    call = caller(testApp, session);
  });

  it('refuses a form with a missing licence and a malformed name with a 400 naming the fields', async () => {
    const answer = await call('POST', 'web/customerAuth/update', { body: { ...enterpriseForm({ licenseFileIds: [] }), enterpriseCnnme: 'ABC Ltd' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('licenseFileIds: 请上传营业执照');
    expect(answer.body.msg).toContain('enterpriseCnnme: 企业名称只能包含中文和括号');
  });

  it('refuses a file the applicant did not upload, as if absent', async () => {
    const other = await login(testApp, 'demo_person');
    const foreignFile = await uploadLicence(testApp, other);
    const answer = await call('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [foreignFile] }) });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(5005);
  });

  it('refuses a social credit code already certified, with the spec message (check call and submission)', async () => {
    const check = await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/checkSocialCreditCodeExist', { query: { socialCreditCode: '91310115ma1hb3xk27' } });
    expect(check.body).toMatchObject({ code: 4003, msg: '统一社会信用代码已被认证' });
    const free = await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/checkSocialCreditCodeExist', { query: { socialCreditCode: '91330106MA2H0XXX1B' } });
    expect(free.body).toEqual({ code: 0, msg: 'success', data: false });

    const licence = await uploadLicence(testApp, session);
    const answer = await call('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [licence], socialCreditCode: '91310115MA1HB3XK27' }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 4003, msg: '统一社会信用代码已被认证', data: { field: 'socialCreditCode' } });
  });

  it('refuses a certified enterprise name, with the individual-business variant', async () => {
    const taken = await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/checkEntCnnmeExist', { query: { enterpriseCnnme: '上海华信国际物流有限公司', entType: 'Enterprise' } });
    expect(taken.body).toMatchObject({ code: 4001, msg: '该企业已认证，请勿重复认证' });
    const individual = await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/checkEntCnnmeExist', { query: { enterpriseCnnme: '上海华信国际物流有限公司', entType: 'IndividualBusiness' } });
    expect(individual.body).toMatchObject({ code: 4002, msg: '该个体工商户已认证，请勿重复认证' });
    const free = await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/checkEntCnnmeExist', { query: { enterpriseCnnme: '杭州东方远洋货运有限公司' } });
    expect(free.body).toMatchObject({ code: 0, data: false });
  });

  it('files the certification: record Submit, request Submit, event rows, status flags', async () => {
    const licence = await uploadLicence(testApp, session);
    const answer = await call<RequestView>('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [licence], sapId: '0010099001' }) });
    expect(answer.body).toMatchObject({ code: 0, data: { type: 'Enterprise', status: 'Submit', isUpgrade: false } });
    requestId = answer.body.data.id;
    const status = await statusFlags(call);
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise', userType: 'N' });
    expect(status.flags).toMatchObject({ isEnterpriseCertification: true });
    expect(status.badges.map((badge) => badge.zh)).toEqual(['企业认证中']);
    expect((await eventsAbout(requestId)).map((event) => [event.field, event.fromValue, event.toValue])).toEqual([['status', null, 'Submit']]);

    const search = await call<RequestView | null>('POST', 'web/customerAuth/search', { query: { isEntAuth: 'true' } });
    expect(search.body.data).toMatchObject({ id: requestId, payload: { enterpriseCnnme: '杭州东方远洋货运有限公司' } });
    expect((await call('POST', 'web/customerAuth/search', { query: { isEntAuth: 'false' } })).body.data).toBeNull();
  });

  it('refuses a second submission while one is under review', async () => {
    const licence = await uploadLicence(testApp, session);
    const answer = await call('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [licence] }) });
    expect(answer.body).toMatchObject({ code: 4010, msg: '您的认证申请正在审核中，请耐心等待审核结果' });
  });

  it('shows the request in the operator queue, oldest first after the seeded one', async () => {
    const queue = await findCertificationQueue({ db: db(), type: 'Enterprise', current: 1, size: 10 });
    expect(queue.records.map((record) => record.logonId)).toEqual(['demo_applicant', 'demo_new']);
    expect(queue.records[1]).toMatchObject({ id: requestId, enterpriseCnnme: '杭州东方远洋货运有限公司', status: 'Submit' });
  });

  it('approval makes the applicant the main account of a certified enterprise, with trading permissions and a message', async () => {
    const approved = await approveCertification({ db: db(), requestId, operatorId, note: '营业执照清晰' });
    expect(approved).toMatchObject({ status: 'Confirm', reviewedBy: operatorId, reviewNote: '营业执照清晰' });
    const account = await accountOf(testApp, 'demo_new');
    expect(account.userType).toBe('M');
    const status = await statusFlags(call);
    expect(status.flags).toMatchObject({ isEnterpriseConfirm: true, isMainAccount: true });
    expect(status.badges.map((badge) => badge.zh)).toEqual(['企业已认证']);
    const permissions = await call<{ authorities: string[] }>('GET', 'web/entUser/getUserPermission');
    expect(permissions.body.data.authorities).toEqual(expect.arrayContaining(['buyer_ship_order_index', 'member_enterprise_user_index']));
    const [message] = await messagesOf(session.userId);
    expect(message).toMatchObject({ theme: 'CERTIFICATION', title: '企业认证审核通过' });
    const recordEvents = await eventsAbout(account.enterpriseId!);
    expect(recordEvents.map((event) => [event.field, event.fromValue, event.toValue, event.actorKind])).toEqual([
      ['checkStatus', null, 'Submit', 'customer'],
      ['checkStatus', 'Submit', 'Confirm', 'operator'],
    ]);
    expect((await eventsAbout(account.id)).map((event) => [event.field, event.fromValue, event.toValue])).toEqual([['userType', 'N', 'M']]);
  });

  it('refuses a second decision on the same request, and an unknown request', async () => {
    await expect(refuseCertification({ db: db(), requestId, operatorId, reason: '重复' })).rejects.toMatchObject({ key: 'CERTIFICATION_NOT_PENDING' });
    await expect(approveCertification({ db: db(), requestId: crypto.randomUUID(), operatorId })).rejects.toMatchObject({ key: 'CERTIFICATION_NOT_FOUND', httpStatus: 404 });
  });

  it('answers the enterprise info to its main account, and refuses a new certification once certified', async () => {
    const info = await call<Record<string, unknown>>('GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo');
    expect(info.body.data).toMatchObject({ enterpriseCnnme: '杭州东方远洋货运有限公司', checkStatus: 'Confirm', isMainAccount: true, level: 1, memberLevel: '银卡', sapId: '0010099001' });
    const licence = await uploadLicence(testApp, session);
    const again = await call('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '杭州东方远洋物流有限公司' }) });
    expect(again.body.code).toBe(4011);
  });
});

describe('refusal and resubmission', () => {
  it('records the reason, tells the applicant, shows the refusal tab, and accepts a resubmission of that request only', async () => {
    const session = await freshUser(testApp, 'refused_applicant');
    const call = caller(testApp, session);
    const licence = await uploadLicence(testApp, session);
    const first = await call<RequestView>('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '温州瓯江外贸有限公司', socialCreditCode: '91330302MA2AB1CD2E' }) });
    expect(first.body.code).toBe(0);

    await expect(refuseCertification({ db: db(), requestId: first.body.data.id, operatorId, reason: '  ' })).rejects.toMatchObject({ key: 'BAD_REQUEST', field: 'reason' });
    const refused = await refuseCertification({ db: db(), requestId: first.body.data.id, operatorId, reason: '营业执照照片模糊' });
    expect(refused).toMatchObject({ status: 'Refuse', refuseReason: '营业执照照片模糊' });
    const status = await statusFlags(call);
    expect(status.flags).toMatchObject({ isCertificationRefuse: true, showRefuseTab: 'customer', enableCustomerConfirm: true, onlyCertification: '' });
    expect(status.badges.map((badge) => badge.zh)).toEqual(['客户认证', '租船供应商认证']);
    const [message] = await messagesOf(session.userId);
    expect(message?.content).toContain('营业执照照片模糊');

    const wrong = await call('POST', 'web/customerAuth/resubmitEntAuth', {
      body: { ...enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '温州瓯江外贸有限公司', socialCreditCode: '91330302MA2AB1CD2E' }), requestId: crypto.randomUUID() },
    });
    expect(wrong.body).toMatchObject({ code: 4012, data: { field: 'requestId' } });
    const resubmitted = await call<RequestView>('POST', 'web/customerAuth/resubmitEntAuth', {
      body: { ...enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '温州瓯江外贸有限公司', socialCreditCode: '91330302MA2AB1CD2E' }), requestId: first.body.data.id },
    });
    expect(resubmitted.body).toMatchObject({ code: 0, data: { status: 'Submit', resubmitOf: first.body.data.id, enterpriseId: first.body.data.enterpriseId } });
    expect((await statusFlags(call)).inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Submit' });
  });

  it('refuses a code another applicant has under review', async () => {
    const session = await freshUser(testApp, 'second_applicant');
    const licence = await uploadLicence(testApp, session);
    // demo_applicant's seeded request for 苏州恒通 is still under review.
    const answer = await caller(testApp, session)('POST', 'web/customerAuth/update', {
      body: enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '苏州恒通物流有限公司', socialCreditCode: '91320594MA1MX4D19J' }),
    });
    expect(answer.body).toMatchObject({ code: 4006 });
  });
});

describe('personal, upgrade, trailer supplier and charter supplier', () => {
  it('certifies a person, refuses the same ID card twice, and keeps the card number encrypted', async () => {
    const first = await freshUser(testApp, 'person_one');
    const idCard = await uploadLicence(testApp, first, 'idCard');
    const form = { entType: 'Personal', realName: '郑爽', idCardNo: '33010619880808123x', contactPhone: '13912345678', idCardFileIds: [idCard] };
    const submitted = await caller(testApp, first)<RequestView>('POST', 'web/customerAuth/update', { body: form });
    expect(submitted.body.data.payload).toMatchObject({ idCardNo: '330***********123X' });
    const [record] = await db().select().from(enterprise).where(eq(enterprise.id, submitted.body.data.enterpriseId!));
    expect(record?.idCardNoEncrypted).not.toContain('123');
    await approveCertification({ db: db(), requestId: submitted.body.data.id, operatorId });
    expect((await statusFlags(caller(testApp, first))).flags).toMatchObject({ isPersonalConfirm: true });
    expect((await accountOf(testApp, 'person_one')).userType).toBe('N');

    const second = await freshUser(testApp, 'person_two');
    const card = await uploadLicence(testApp, second, 'idCard');
    const duplicate = await caller(testApp, second)('POST', 'web/customerAuth/update', { body: { ...form, idCardFileIds: [card] } });
    expect(duplicate.body).toMatchObject({ code: 4005, data: { field: 'idCardNo' } });
  });

  it('lets a certified person upgrade to an enterprise: pending upgrade keeps the person trading, approval makes it an enterprise main account', async () => {
    const session = await login(testApp, 'demo_person');
    const call = caller(testApp, session);
    const licence = await uploadLicence(testApp, session);
    const upgrade = await call<RequestView>('POST', 'web/customerAuth/update', {
      body: enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '上海王芳贸易商行', socialCreditCode: '92310104MA1FQ2RX3K', individualBusiness: true }),
    });
    expect(upgrade.body.data).toMatchObject({ isUpgrade: true, status: 'Submit' });
    const pending = await statusFlags(call);
    expect(pending.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal', enterpriseUpgradeStatus: 'Submit' });
    expect(pending.flags).toMatchObject({ isEnterpriseCertification: true, isPersonalConfirm: true });
    expect((await call<{ authorities: string[] }>('GET', 'web/entUser/getUserPermission')).body.data.authorities).toContain('buyer_invoice_index');

    await approveCertification({ db: db(), requestId: upgrade.body.data.id, operatorId });
    const after = await statusFlags(call);
    expect(after.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise', enterpriseUpgradeStatus: 'Confirm', userType: 'M' });
    const info = await call<Record<string, unknown>>('GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo');
    expect(info.body.data).toMatchObject({ enterpriseCnnme: '上海王芳贸易商行', individualBusiness: true, entType: 'Enterprise' });
  });

  it('gives an approved trailer supplier the ROLE_VendorTruck pages', async () => {
    const session = await freshUser(testApp, 'truck_two');
    const licence = await uploadLicence(testApp, session);
    const answer = await caller(testApp, session)<RequestView>('POST', 'web/customerAuth/update', {
      body: { entType: 'TmsVendor', enterpriseCnnme: '宁波安达集卡运输有限公司', socialCreditCode: '91330206MA2CD3EF4G', fleetCode: 'nbad02', address: '浙江省宁波市北仑区', legalPersonName: '冯军', contactName: '冯军', contactPhone: '0574-86123456', licenseFileIds: [licence] },
    });
    expect(answer.body.data.payload).toMatchObject({ fleetCode: 'NBAD02' });
    await approveCertification({ db: db(), requestId: answer.body.data.id, operatorId });
    expect((await accountOf(testApp, 'truck_two')).roles).toEqual(['ROLE_VendorTruck']);
    const permissions = await caller(testApp, session)<{ authorities: string[] }>('GET', 'web/entUser/getUserPermission');
    expect(permissions.body.data.authorities).toContain('truck_maintain_price');
    expect(permissions.body.data.authorities).not.toContain('product_domestic_trade_index');
  });

  it('walks a charter-supplier certification: submit, correct while pending, refuse, resubmit, approve', async () => {
    const session = await freshUser(testApp, 'charter_one');
    const call = caller(testApp, session);
    expect((await call('GET', 'web/entCharterSupplier/getEntCharterSupplier')).body.data).toBeNull();
    const file = await uploadLicence(testApp, session, 'supplierQualification');
    const form = { supplierName: '舟山海通船务有限公司', isTerritory: 2, contactName: '黄海', contactPhone: '0580-2021234', fileIds: [file] };
    const update = await call('POST', 'web/entCharterSupplier/updateEntCharterSupplier', { body: form });
    expect(update.body.code).toBe(4061);
    const submitted = await call<{ requestId: string; supplierStatus: string }>('POST', 'web/entCharterSupplier/entCharterSupplier', { body: form });
    expect(submitted.body.data.supplierStatus).toBe('Submit');
    expect((await statusFlags(call)).badges.map((badge) => badge.zh)).toEqual(['供应商认证中']);
    const corrected = await call<{ requestId: string; shipNames: string }>('POST', 'web/entCharterSupplier/updateEntCharterSupplier', { body: { ...form, shipNames: '海通6号' } });
    expect(corrected.body.data).toMatchObject({ requestId: submitted.body.data.requestId, shipNames: '海通6号' });

    await refuseCertification({ db: db(), requestId: submitted.body.data.requestId, operatorId, reason: '缺少船舶国籍证书' });
    expect((await statusFlags(call)).flags).toMatchObject({ showRefuseTab: 'supplier' });
    const again = await call<{ requestId: string }>('POST', 'web/entCharterSupplier/entCharterSupplier', { body: form });
    await approveCertification({ db: db(), requestId: again.body.data.requestId, operatorId });
    const status = await statusFlags(call);
    expect(status.inputs).toMatchObject({ supplierStatus: 'Confirm' });
    expect(status.badges.map((badge) => badge.zh)).toEqual(['供应商已认证']);
    expect((await call('POST', 'web/entCharterSupplier/updateEntCharterSupplier', { body: form })).body.code).toBe(4060);
  });
});

describe('bank information', () => {
  const bank = { bankAccountName: '上海华信国际物流有限公司', bankAccountNo: '6222 0212 3456 7890 123', bankName: '中国工商银行', bankBranch: '中国工商银行/上海分行/陆家嘴支行' };

  it('walks draft → submit → (frozen) → cancel → submit → operator approves', async () => {
    const call = caller(testApp, await login(testApp, 'demo_ent'));
    const draft = await call<Record<string, unknown>>('POST', 'web/enterprise/bank/saveBankDraft', { body: { bankName: '中国工商银行' } });
    expect(draft.body.data).toMatchObject({ bankCertStatus: 'draft', bankName: '中国工商银行', bankAccountNo: '3100152031305001234' });
    const bad = await call('POST', 'web/enterprise/bank/submitBankInfo', { body: { ...bank, bankAccountNo: '0123', bankBranch: '中国工商银行//陆家嘴' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('bankAccountNo: 请输入有效的银行账号');
    expect(bad.body.msg).toContain('bankBranch:');
    const submitted = await call<Record<string, unknown>>('POST', 'web/enterprise/bank/submitBankInfo', { body: bank });
    expect(submitted.body.data).toMatchObject({ bankCertStatus: 'Submit', bankAccountNo: '6222021234567890123' });
    expect((await call('POST', 'web/enterprise/bank/saveBankDraft', { body: { bankName: '中国银行' } })).body.code).toBe(4021);
    expect((await call<Record<string, unknown>>('POST', 'web/enterprise/bank/cancelBankCertification')).body.data).toMatchObject({ bankCertStatus: 'Cancel' });
    expect((await call('POST', 'web/enterprise/bank/cancelBankCertification')).body.code).toBe(4022);
    await call('POST', 'web/enterprise/bank/submitBankInfo', { body: bank });

    const queue = await findBankReviewQueue({ db: db(), keys: keys(), current: 1, size: 10 });
    expect(queue.records.map((record) => record.enterpriseCnnme)).toEqual(['厦门海润进出口贸易有限公司', '上海华信国际物流有限公司']);
    const enterpriseId = queue.records[1]!.enterpriseId;
    const approved = await approveBankInfo({ db: db(), keys: keys(), enterpriseId, operatorId });
    expect(approved).toMatchObject({ bankCertStatus: 'Confirm', mainAccountLogonId: 'demo_ent' });
    await expect(approveBankInfo({ db: db(), keys: keys(), enterpriseId, operatorId })).rejects.toMatchObject({ key: 'BANK_REVIEW_NOT_PENDING' });
    const [message] = await messagesOf(await userIdOf(testApp, 'demo_ent'));
    expect(message?.title).toBe('银行信息审核通过');
    const events = await db()
      .select()
      .from(accountStateEvent)
      .where(and(eq(accountStateEvent.subjectId, enterpriseId), eq(accountStateEvent.field, 'bankCertStatus')))
      .orderBy(accountStateEvent.seq);
    expect(events.map((event) => event.toValue)).toEqual(['draft', 'Submit', 'Cancel', 'Submit', 'Confirm']);
  });

  it('lets an operator refuse with a reason', async () => {
    const queue = await findBankReviewQueue({ db: db(), keys: keys(), current: 1, size: 10 });
    const refused = await refuseBankInfo({ db: db(), keys: keys(), enterpriseId: queue.records[0]!.enterpriseId, operatorId, reason: '开户许可证与账户名称不符' });
    expect(refused).toMatchObject({ bankCertStatus: 'Refuse', bankRefuseReason: '开户许可证与账户名称不符' });
  });

  it('refuses a sub-account (403), an uncertified user, and shows a sub-account the number masked', async () => {
    const sub = caller(testApp, await login(testApp, 'demo_sub'));
    const forbidden = await sub('POST', 'web/enterprise/bank/submitBankInfo', { body: bank });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(403);
    const info = await sub<{ bank: { bankAccountNo: string }; isMainAccount: boolean }>('GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo');
    expect(info.body.data).toMatchObject({ isMainAccount: false, bank: { bankAccountNo: '6222 **** **** 0123' } });
    const uncertified = caller(testApp, await login(testApp, 'demo_weak'));
    expect((await uncertified('POST', 'web/enterprise/bank/saveBankDraft', { body: {} })).body).toMatchObject({ code: 4020, msg: '请先完成企业认证' });
    expect((await uncertified('GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo')).body.data).toBeNull();
  });
});

describe('service terms and SAP number', () => {
  it('confirms the service terms for the enterprise owner only', async () => {
    const person = caller(testApp, await login(testApp, 'demo_truck'));
    expect((await person('POST', 'web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm', { body: { confirmTerm: 'service_term' } })).body).toEqual({ code: 0, msg: 'success', data: true });
    expect((await statusFlags(person)).inputs).toMatchObject({ confirmTerm: true });
    const wrong = await person('POST', 'web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm', { body: { confirmTerm: 'privacy' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('confirmTerm');
    const sub = caller(testApp, await login(testApp, 'demo_sub'));
    expect((await sub('POST', 'web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm', { body: { confirmTerm: 'service_term' } })).status).toBe(403);
    const none = caller(testApp, await login(testApp, 'demo_weak'));
    expect((await none('POST', 'web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm', { body: { confirmTerm: 'service_term' } })).body.code).toBe(4020);
  });

  it('validates a SAP number: its own passes, another enterprise’s is taken, a malformed one is a 400', async () => {
    const call = caller(testApp, await login(testApp, 'demo_ent'));
    expect((await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/validateSapId', { query: { sapId: '0010023456' } })).body.data).toBe(true);
    expect((await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/validateSapId', { query: { sapId: '0010031877' } })).body.code).toBe(4004);
    const malformed = await call('GET', 'web/domestic/member/EpanCEnterpriseInfo/validateSapId', { query: { sapId: 'SAP-1' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('sapId: SAP编号应为10位数字');
  });

  it('validates an enterprise id', async () => {
    const call = caller(testApp, await login(testApp, 'demo_weak'));
    const [huaxin] = await db().select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.enterpriseCnnme, '上海华信国际物流有限公司'));
    expect((await call('POST', 'web/customerAuth/validateEnterpriseID', { query: { enterpriseId: huaxin!.id } })).body.data).toBe(true);
    expect((await call('POST', 'web/customerAuth/validateEnterpriseID', { query: { enterpriseId: crypto.randomUUID() } })).body.data).toBe(false);
    expect((await call('POST', 'web/customerAuth/validateEnterpriseID', { query: { enterpriseId: 'x' } })).status).toBe(400);
  });
});

describe('the certification queue filters', () => {
  it('filters by type and status', async () => {
    const refused = await findCertificationQueue({ db: db(), status: 'Refuse', current: 1, size: 20 });
    expect(refused.records.every((record) => record.status === 'Refuse')).toBe(true);
    const charter = await findCertificationQueue({ db: db(), type: 'CharterSupplier', status: 'Confirm', current: 1, size: 20 });
    expect(charter.records.map((record) => record.enterpriseCnnme)).toEqual(['舟山海通船务有限公司']);
    const pending = await db().select().from(certificationRequest).where(eq(certificationRequest.status, 'Submit'));
    const queue = await findCertificationQueue({ db: db(), current: 1, size: 2 });
    expect(queue).toMatchObject({ total: pending.length, current: 1, size: 2 });
    expect(queue.records).toHaveLength(Math.min(2, pending.length));
  });
});

describe('users acting for an enterprise', () => {
  it('refuses a customer certification from a sub-account and from a user awaiting the link (4015), filing nothing', async () => {
    for (const logonId of ['demo_sub', 'demo_linker']) {
      const session = await login(testApp, logonId);
      const call = caller(testApp, session);
      const licence = await uploadLicence(testApp, session);
      const answer = await call('POST', 'web/customerAuth/update', { body: enterpriseForm({ licenseFileIds: [licence], enterpriseCnnme: '杭州东方远洋物流有限公司' }) });
      expect(answer.body, logonId).toMatchObject({ code: 4015, msg: '您已关联企业或正在申请关联，不能再提交客户认证' });
      const rows = await testApp.database.db.select({ id: certificationRequest.id }).from(certificationRequest).where(eq(certificationRequest.userId, session.userId));
      expect(rows, logonId).toEqual([]);
    }
  });
});
