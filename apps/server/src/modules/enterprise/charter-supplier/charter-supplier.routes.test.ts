import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { accountStateEvent, certificationRequest, enterprise } from '../enterprise.tables';
import { caller, freshUser, login, reviewerId, uploadLicence, userIdOf, type Call, type Session } from '../enterprise.test-support';
import { approveCertification, findCertificationQueue } from '../index';
import type { CharterSupplierSystem } from '../supplier-link/charter-supplier-system';
import { forwardToESupplier } from './charter-supplier.service';

let testApp: TestApp;
let operatorId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  operatorId = await reviewerId(testApp);
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const BASE = 'web/entCharterSupplier';

interface AllFields {
  supplier: { requestId: string; supplierStatus: string; zeroCommitmentFileId: string | null; eSupplierForwardedAt: string | null } | null;
  files: Array<{ fileId: string; fileName: string | null }>;
  zeroCommitmentFile: { fileId: string; fileName: string | null } | null;
  canSubmit: boolean;
  canUpdate: boolean;
  canWithdraw: boolean;
  canUseSupplierSystem: boolean;
}

async function badges(call: Call): Promise<string[]> {
  return (await call<{ badges: Array<{ zh: string }> }>('GET', 'web/entUser/getStatus')).body.data.badges.map((badge) => badge.zh);
}

function formWith(fileId: string) {
  return { supplierName: '舟山海通船务有限公司', isTerritory: 1, contactName: '黄海', contactPhone: '0580-2021234', shipNames: '海通6号', fileIds: [fileId] };
}

describe('charter supplier: all fields, withdraw, zero commitment, forward', () => {
  let session: Session;
  let call: Call;
  let fileId: string;

  beforeAll(async () => {
    session = await freshUser(testApp, 'charter_all');
    call = caller(testApp, session);
    fileId = await uploadLicence(testApp, session, 'supplierQualification');
  });

  it('answers an empty page for a user who never applied: only submitting is possible', async () => {
    const answer = await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`);
    expect(answer.body).toMatchObject({ code: 0, data: { supplier: null, files: [], zeroCommitmentFile: null, canSubmit: true, canUpdate: false, canWithdraw: false, canUseSupplierSystem: false } });
  });

  it('refuses withdrawal, a zero-commitment letter and forwarding before any submission', async () => {
    expect((await call('POST', `${BASE}/refuseEcharterEntByUser`, { body: {} })).body).toMatchObject({ code: 4300, msg: '没有审核中的租船供应商认证，无需撤回' });
    expect((await call('POST', `${BASE}/updateZeroCommitment`, { body: { fileId } })).body).toMatchObject({ code: 4061, msg: '尚未提交供应商认证，请先提交' });
    expect((await call('POST', `${BASE}/forwardToESuppler`)).body).toMatchObject({ code: 4301, msg: '租船供应商认证通过后才能使用该功能' });
  });

  it('names the bad fields of a malformed zero-commitment or withdrawal request (400)', async () => {
    const bad = await call('POST', `${BASE}/updateZeroCommitment`, { body: { fileId: 'not-a-file' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('fileId: 请上传零承诺书');
    const long = await call('POST', `${BASE}/refuseEcharterEntByUser`, { body: { reason: '很'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('reason: 撤回原因长度不能超过200个字符');
  });

  it('lists the submitted files by name and lets the applicant withdraw: the request leaves the queue and the button comes back', async () => {
    const submitted = await call<{ requestId: string }>('POST', `${BASE}/entCharterSupplier`, { body: formWith(fileId) });
    expect(submitted.body.code).toBe(0);
    const fields = await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`);
    expect(fields.body.data).toMatchObject({ canSubmit: false, canUpdate: true, canWithdraw: true, canUseSupplierSystem: false, files: [{ fileId, fileName: 'licence.png' }] });
    expect(await badges(call)).toEqual(['供应商认证中']);

    const withdrawn = await call<{ supplierStatus: string }>('POST', `${BASE}/refuseEcharterEntByUser`, { body: { reason: '资料需要补充' } });
    expect(withdrawn.body).toMatchObject({ code: 0, data: { supplierStatus: 'Cancel' } });
    const queue = await findCertificationQueue({ db: db(), type: 'CharterSupplier', current: 1, size: 100 });
    expect(queue.records.map((record) => record.id)).not.toContain(submitted.body.data.requestId);
    expect(await badges(call)).toEqual(['客户认证', '租船供应商认证']);
    const [event] = await db().select().from(accountStateEvent).where(eq(accountStateEvent.toValue, 'Cancel'));
    expect(event).toMatchObject({ subjectId: submitted.body.data.requestId, field: 'supplierStatus', reason: 'withdrawn by the applicant: 资料需要补充' });
    expect((await call('POST', `${BASE}/refuseEcharterEntByUser`, { body: {} })).body.code).toBe(4300);
  });

  it('attaches the zero-commitment letter under review, keeps it through a correction, and refuses another user’s file as if absent', async () => {
    const again = await call<{ requestId: string }>('POST', `${BASE}/entCharterSupplier`, { body: formWith(fileId) });
    expect(again.body.code).toBe(0);
    const letter = await uploadLicence(testApp, session, 'supplierQualification');
    const attached = await call<{ zeroCommitmentFileId: string }>('POST', `${BASE}/updateZeroCommitment`, { body: { fileId: letter } });
    expect(attached.body).toMatchObject({ code: 0, data: { zeroCommitmentFileId: letter } });
    await call('POST', `${BASE}/updateEntCharterSupplier`, { body: { ...formWith(fileId), shipNames: '海通8号' } });
    const fields = await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`);
    expect(fields.body.data.zeroCommitmentFile).toEqual({ fileId: letter, fileName: 'licence.png' });

    const stranger = await login(testApp, 'demo_person');
    const foreign = await uploadLicence(testApp, stranger, 'supplierQualification');
    const refused = await call('POST', `${BASE}/updateZeroCommitment`, { body: { fileId: foreign } });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 5005 });
    const [row] = await db().select().from(certificationRequest).where(eq(certificationRequest.id, again.body.data.requestId));
    expect(row!.payload.zeroCommitmentFileId).toBe(letter);
  });

  it('forwards a confirmed supplier to the supplier system once (idempotent) and records the code', async () => {
    const pending = await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`);
    await approveCertification({ db: db(), requestId: pending.body.data.supplier!.requestId, operatorId });
    expect(await badges(call)).toEqual(['供应商已认证']);
    const first = await call<{ supplierCode: string; forwardedAt: string }>('POST', `${BASE}/forwardToESuppler`);
    expect(first.body.code).toBe(0);
    expect(first.body.data.supplierCode).toMatch(/^ES[A-Z0-9]{10}$/);
    const second = await call<{ supplierCode: string; forwardedAt: string }>('POST', `${BASE}/forwardToESuppler`);
    expect(second.body.data).toEqual(first.body.data);
    const fields = await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`);
    expect(fields.body.data).toMatchObject({ canUseSupplierSystem: true, canSubmit: false, canWithdraw: false, supplier: { eSupplierForwardedAt: first.body.data.forwardedAt } });
  });

  it('records nothing when the supplier system is down, and answers its outage message', async () => {
    const other = await freshUser(testApp, 'charter_down');
    const otherCall = caller(testApp, other);
    const file = await uploadLicence(testApp, other, 'supplierQualification');
    const submitted = await otherCall<{ requestId: string }>('POST', `${BASE}/entCharterSupplier`, { body: { ...formWith(file), supplierName: '宁波远洋船舶管理有限公司' } });
    await approveCertification({ db: db(), requestId: submitted.body.data.requestId, operatorId });
    const down: CharterSupplierSystem = {
      registerSupplier: () => Promise.reject(new (class extends Error {})('connect ECONNREFUSED')),
      checkLink: () => Promise.resolve({ ok: true }),
      transferUrl: () => Promise.resolve(''),
    };
    const actor = { userId: other.userId, logonId: 'charter_down', userType: 'N', enterpriseId: null, roles: [], tokenId: 'test' };
    await expect(forwardToESupplier({ db: db(), system: down, actor })).rejects.toThrow('ECONNREFUSED');
    const [row] = await db().select().from(certificationRequest).where(eq(certificationRequest.id, submitted.body.data.requestId));
    expect(row!.payload.eSupplierCode).toBeUndefined();
  });

  it('needs a login for every call (401)', async () => {
    for (const [method, url] of [
      ['GET', 'entCharterSupplierAllFields'],
      ['POST', 'refuseEcharterEntByUser'],
      ['POST', 'updateZeroCommitment'],
      ['POST', 'forwardToESuppler'],
    ] as const) {
      const payload = url === 'updateZeroCommitment' ? { fileId: '00000000-0000-4000-8000-000000000000' } : {};
      const response = await testApp.app.inject({ method, url: `/api/${BASE}/${url}`, ...(method === 'POST' ? { payload } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('charter supplier: users acting for an enterprise', () => {
  const LINKED_REFUSAL = { code: 4062, msg: '您已关联企业或正在申请关联，不能提交供应商认证，请由企业主账号办理' };

  async function charterRows(userId: string) {
    return db().select({ status: certificationRequest.status }).from(certificationRequest).where(and(eq(certificationRequest.userId, userId), eq(certificationRequest.type, 'CharterSupplier')));
  }

  async function supplierPermission(call: Call): Promise<{ code: boolean; url: boolean }> {
    const { authorities, urls } = (await call<{ authorities: string[]; urls: string[] }>('GET', 'web/entUser/getUserPermission')).body.data;
    return { code: authorities.includes('user_center_supplier_confirm'), url: urls.includes('/certification/supplier') };
  }

  it('refuses a new request from a sub-account and from a user awaiting the link, filing nothing', async () => {
    for (const logonId of ['demo_sub', 'demo_linker']) {
      const session = await login(testApp, logonId);
      const call = caller(testApp, session);
      const fileId = await uploadLicence(testApp, session, 'supplierQualification');
      expect((await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`)).body.data, logonId).toMatchObject({ supplier: null, canSubmit: false });
      expect((await call('POST', `${BASE}/entCharterSupplier`, { body: formWith(fileId) })).body, logonId).toMatchObject(LINKED_REFUSAL);
      expect(await charterRows(session.userId), logonId).toEqual([]);
      expect(await supplierPermission(call), logonId).toEqual({ code: false, url: false });
    }
  });

  it('keeps a request filed before linking on its page: corrected under review, withdrawn, then not filed again', async () => {
    const session = await freshUser(testApp, 'charter_linking');
    const call = caller(testApp, session);
    const fileId = await uploadLicence(testApp, session, 'supplierQualification');
    expect((await call('POST', `${BASE}/entCharterSupplier`, { body: formWith(fileId) })).body.code).toBe(0);

    const [huaxin] = await db().select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.enterpriseCnnme, '上海华信国际物流有限公司'));
    expect((await call('POST', 'web/association/saveAssociation', { body: { id: huaxin!.id, note: '黄海' } })).body.code).toBe(0);
    expect(await supplierPermission(call)).toEqual({ code: true, url: true });
    const corrected = await call('POST', `${BASE}/updateEntCharterSupplier`, { body: { ...formWith(fileId), shipNames: '海通6号、海通8号' } });
    expect(corrected.body).toMatchObject({ code: 0, data: { supplierStatus: 'Submit' } });

    expect((await call('POST', `${BASE}/refuseEcharterEntByUser`, { body: {} })).body.code).toBe(0);
    expect((await call<AllFields>('GET', `${BASE}/entCharterSupplierAllFields`)).body.data).toMatchObject({ supplier: { supplierStatus: 'Cancel' }, canSubmit: false });
    expect((await call('POST', `${BASE}/updateEntCharterSupplier`, { body: formWith(fileId) })).body).toMatchObject(LINKED_REFUSAL);
    expect((await call('POST', `${BASE}/entCharterSupplier`, { body: formWith(fileId) })).body).toMatchObject(LINKED_REFUSAL);
    expect((await charterRows(await userIdOf(testApp, 'charter_linking'))).map((row) => row.status)).toEqual(['Cancel']);
    // A withdrawn request counts as none: the page goes with it.
    expect(await supplierPermission(call)).toEqual({ code: false, url: false });
  });
});
