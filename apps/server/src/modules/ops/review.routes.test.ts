import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { auditLog } from '../../platform/audit';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { certificationRequest, enterprise } from '../enterprise';
import { customerMessage } from '../message';
import { createOperator, opsCaller, opsTokenFor } from './ops.test-support';

let testApp: TestApp;
let reviewer: ReturnType<typeof opsCaller>;
let reviewerId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const token = await opsTokenFor(testApp, 'ops_review');
  reviewer = opsCaller(testApp, token);
  reviewerId = (await reviewer<{ operatorId: string }>('GET', 'auth/me')).body.data.operatorId;
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

interface QueueRecord {
  id: string;
  type: string;
  status: string;
  userId: string;
  logonId: string;
  enterpriseCnnme: string | null;
  refuseReason: string | null;
  reviewedBy: string | null;
  reviewNote: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

async function accountByLogon(logonId: string) {
  const [row] = await db().select().from(userAccount).where(eq(userAccount.logonId, logonId));
  return row!;
}

async function auditRowsFor(entityId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at));
}

/** The customer's own view of their statuses (web/entUser/getStatus). */
async function customerStatus(logonId: string) {
  const { token } = await loginAs(testApp, logonId, DEMO_PASSWORD);
  return (await callApi<{ inputs: Record<string, unknown>; flags: Record<string, unknown> }>(testApp, 'GET', 'web/entUser/getStatus', { token })).body.data;
}

/** A personal certification under review for `logonId`, made directly in the tables. */
async function pendingPersonalRequest(logonId: string): Promise<string> {
  const account = await accountByLogon(logonId);
  const [record] = await db()
    .insert(enterprise)
    .values({ enterpriseCnnme: account.userCnnme, entType: 'Personal', checkStatus: 'Submit', masterUserId: account.id })
    .returning({ id: enterprise.id });
  await db().update(userAccount).set({ enterpriseId: record!.id }).where(eq(userAccount.id, account.id));
  const [request] = await db()
    .insert(certificationRequest)
    .values({ type: 'Personal', status: 'Submit', userId: account.id, enterpriseId: record!.id, payload: { entType: 'Personal', realName: account.userCnnme } })
    .returning({ id: certificationRequest.id });
  return request!.id;
}

describe('certification queue', () => {
  it('lists the requests under review, oldest first, with the applicant', async () => {
    const page = await reviewer<Page<QueueRecord>>('GET', 'certifications', { query: { type: 'Enterprise' } });
    expect(page.body.code).toBe(0);
    expect(page.body.data).toMatchObject({ current: 1, size: 20 });
    expect(page.body.data.records[0]).toMatchObject({ logonId: 'demo_applicant', status: 'Submit', type: 'Enterprise', enterpriseCnnme: '苏州恒通国际货运代理有限公司' });
    expect(page.body.data.records.every((record) => record.status === 'Submit' && record.type === 'Enterprise')).toBe(true);
  });

  it('filters decided requests by status', async () => {
    const page = await reviewer<Page<QueueRecord>>('GET', 'certifications', { query: { status: 'Confirm', size: '10' } });
    expect(page.body.data.records.length).toBeGreaterThan(0);
    expect(page.body.data.records.every((record) => record.status === 'Confirm')).toBe(true);
    expect(page.body.data.records.map((record) => record.logonId)).toContain('demo_ent');
  });

  it('answers bad filters with the 400 envelope naming the field', async () => {
    const answer = await reviewer('GET', 'certifications', { query: { type: 'Company' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('type');
    expect((answer.body.data as { fields: Array<{ field: string }> }).fields[0]!.field).toBe('type');
  });

  it('shows a request in detail with its applicant and files', async () => {
    const [queued] = (await reviewer<Page<QueueRecord>>('GET', 'certifications', { query: { type: 'Enterprise', size: '1' } })).body.data.records;
    const detail = await reviewer<Record<string, unknown>>('GET', `certifications/${queued!.id}`);
    expect(detail.body).toMatchObject({
      code: 0,
      data: {
        id: queued!.id,
        logonId: 'demo_applicant',
        payload: { socialCreditCode: '91320594MA1MX4D19J' },
        files: [{ fileName: '营业执照-苏州恒通国际货运代理有限公司.pdf', contentType: 'application/pdf', downloadPath: expect.stringMatching(/^\/api\/ops\/files\//) }],
        applicant: { logonId: 'demo_applicant', phone: '138****0014', email: 'de***@coastbook.example', enterpriseCnnme: '苏州恒通国际货运代理有限公司' },
        history: [],
      },
    });
    // The seeded licence opens like an uploaded one: its bytes are in this test's store.
    const [licence] = (detail.body.data as { files: Array<{ downloadPath: string; sizeBytes: number }> }).files;
    const opened = await testApp.app.inject({ method: 'GET', url: licence!.downloadPath, headers: { authorization: `bearer ${await opsTokenFor(testApp, 'ops_review')}` } });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(opened.rawPayload.length).toBe(licence!.sizeBytes);
  });

  it('answers 404 for an unknown request and 400 naming the id for a malformed one', async () => {
    const unknown = await reviewer('GET', 'certifications/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 4014, msg: '认证申请不存在' });
    const malformed = await reviewer('GET', 'certifications/42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('id');
  });
});

describe('POST /api/ops/certifications/:id/approve', () => {
  it("certifies demo_applicant's enterprise: the customer's statuses change at once and the audit row holds before and after", async () => {
    const applicant = await accountByLogon('demo_applicant');
    const [request] = await db().select().from(certificationRequest).where(and(eq(certificationRequest.userId, applicant.id), eq(certificationRequest.status, 'Submit')));
    expect((await customerStatus('demo_applicant')).inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Submit', userType: 'N' });

    const approved = await reviewer<QueueRecord>('POST', `certifications/${request!.id}/approve`, { body: { note: '营业执照清晰，信息一致' } });
    expect(approved.body).toMatchObject({ code: 0, data: { id: request!.id, status: 'Confirm', reviewedBy: reviewerId, reviewNote: '营业执照清晰，信息一致' } });

    const status = await customerStatus('demo_applicant');
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise', userType: 'M' });
    expect(status.flags).toMatchObject({ isEnterpriseConfirm: true, isMainAccount: true });

    const [row] = await auditRowsFor(request!.id);
    expect(row).toMatchObject({
      actorKind: 'operator',
      actorId: reviewerId,
      action: 'certification.approve',
      entityType: 'certification_request',
      reason: '营业执照清晰，信息一致',
      before: { request: { status: 'Submit' }, enterprise: { checkStatus: 'Submit' }, applicant: { userType: 'N' } },
      after: { request: { status: 'Confirm', reviewedBy: reviewerId }, enterprise: { checkStatus: 'Confirm' }, applicant: { userType: 'M' } },
    });
    expect(row!.ip).toBeTruthy();
  });

  it('refuses a second decision on the same request and writes no audit row for it', async () => {
    const applicant = await accountByLogon('demo_applicant');
    const [request] = await db().select().from(certificationRequest).where(eq(certificationRequest.userId, applicant.id));
    const again = await reviewer('POST', `certifications/${request!.id}/approve`, { body: {} });
    expect(again.body).toMatchObject({ code: 4013, msg: '该认证申请已处理，请刷新后查看' });
    expect(await auditRowsFor(request!.id)).toHaveLength(1);
  });

  it('accepts an approval without a body', async () => {
    const requestId = await pendingPersonalRequest('demo_person');
    const approved = await reviewer<QueueRecord>('POST', `certifications/${requestId}/approve`);
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'Confirm', reviewNote: null } });
  });

  it('answers 404 for an unknown request', async () => {
    const answer = await reviewer('POST', 'certifications/00000000-0000-4000-8000-000000000000/approve', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(4014);
  });
});

describe('POST /api/ops/certifications/:id/refuse', () => {
  it('requires a reason of at most 200 characters: 400 naming the field', async () => {
    const requestId = await pendingPersonalRequest('demo_new');
    for (const body of [{}, { reason: '   ' }, { reason: '拒'.repeat(201) }]) {
      const answer = await reviewer('POST', `certifications/${requestId}/refuse`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toContain('reason');
    }
    const [request] = await db().select().from(certificationRequest).where(eq(certificationRequest.id, requestId));
    expect(request!.status).toBe('Submit');
  });

  it('refuses with the reason: the customer sees Refuse and a message quoting the reason; the audit row has it', async () => {
    const account = await accountByLogon('demo_new');
    const [request] = await db().select().from(certificationRequest).where(and(eq(certificationRequest.userId, account.id), eq(certificationRequest.status, 'Submit')));
    const reason = '身份证照片模糊，请重新上传清晰的正反面照片';
    const refused = await reviewer<QueueRecord>('POST', `certifications/${request!.id}/refuse`, { body: { reason } });
    expect(refused.body).toMatchObject({ code: 0, data: { status: 'Refuse', refuseReason: reason } });

    const status = await customerStatus('demo_new');
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Personal' });
    expect(status.flags).toMatchObject({ isCertificationRefuse: true });
    const [message] = await db().select().from(customerMessage).where(eq(customerMessage.userId, account.id)).orderBy(desc(customerMessage.createdAt)).limit(1);
    expect(message!.content).toContain(reason);

    const [row] = await auditRowsFor(request!.id);
    expect(row).toMatchObject({
      action: 'certification.refuse',
      reason,
      before: { request: { status: 'Submit', refuseReason: null }, enterprise: { checkStatus: 'Submit' } },
      after: { request: { status: 'Refuse', refuseReason: reason }, enterprise: { checkStatus: 'Refuse' } },
    });
  });
});

describe('bank information review', () => {
  interface BankRecord {
    enterpriseId: string;
    enterpriseCnnme: string;
    bankCertStatus: string | null;
    bankRefuseReason: string | null;
  }

  it('lists the enterprises whose bank information waits, and approves one with an audit row', async () => {
    const page = await reviewer<Page<BankRecord>>('GET', 'bank-reviews');
    const waiting = page.body.data.records.find((record) => record.enterpriseCnnme === '厦门海润进出口贸易有限公司');
    expect(waiting).toMatchObject({ bankCertStatus: 'Submit' });

    const approved = await reviewer<BankRecord>('POST', `bank-reviews/${waiting!.enterpriseId}/approve`);
    expect(approved.body).toMatchObject({ code: 0, data: { enterpriseId: waiting!.enterpriseId, bankCertStatus: 'Confirm' } });
    const [row] = await auditRowsFor(waiting!.enterpriseId);
    expect(row).toMatchObject({
      action: 'bank-info.approve',
      entityType: 'enterprise',
      before: { bankCertStatus: 'Submit', bankAccountNoLast4: '3456' },
      after: { bankCertStatus: 'Confirm', bankReviewedBy: reviewerId },
    });
    expect(JSON.stringify(row!.before)).not.toContain('4100021319200123456');
    expect((await reviewer('POST', `bank-reviews/${waiting!.enterpriseId}/approve`)).body.code).toBe(4023);
  });

  it('refuses with a required reason the main account reads', async () => {
    const [record] = await db().select().from(enterprise).where(eq(enterprise.enterpriseCnnme, '上海华东船务代理有限公司'));
    await db()
      .update(enterprise)
      .set({ bankAccountName: record!.enterpriseCnnme, bankAccountNoEncrypted: testApp.app.keys.fieldCipher.encrypt('31001234567890123'), bankName: '中国建设银行', bankBranch: '中国建设银行/上海分行/虹口支行', bankCertStatus: 'Submit', bankSubmittedAt: new Date() })
      .where(eq(enterprise.id, record!.id));
    const missing = await reviewer('POST', `bank-reviews/${record!.id}/refuse`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('reason');

    const reason = '开户名称与企业名称不一致';
    const refused = await reviewer<BankRecord>('POST', `bank-reviews/${record!.id}/refuse`, { body: { reason } });
    expect(refused.body).toMatchObject({ code: 0, data: { bankCertStatus: 'Refuse', bankRefuseReason: reason } });
    const [message] = await db().select().from(customerMessage).where(eq(customerMessage.userId, record!.masterUserId)).orderBy(desc(customerMessage.createdAt)).limit(1);
    expect(message!.content).toContain(reason);
    const [row] = await auditRowsFor(record!.id);
    expect(row).toMatchObject({ action: 'bank-info.refuse', reason, before: { bankCertStatus: 'Submit' }, after: { bankCertStatus: 'Refuse', bankRefuseReason: reason } });
  });

  it('answers 404 for an unknown enterprise and 400 naming enterpriseId for a malformed one', async () => {
    const unknown = await reviewer('POST', 'bank-reviews/00000000-0000-4000-8000-000000000000/approve');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(4024);
    const malformed = await reviewer('POST', 'bank-reviews/xyz/approve');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('enterpriseId');
  });
});

describe('who may review', () => {
  it('answers 401 to a customer token and 403 to an operator whose role has no review permission', async () => {
    const { token } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    for (const url of ['ops/certifications', 'ops/bank-reviews']) {
      expect((await callApi(testApp, 'GET', url, { token })).status, url).toBe(401);
    }
    await createOperator(testApp, 'ops_product_test', { role: 'product' });
    const product = opsCaller(testApp, await opsTokenFor(testApp, 'ops_product_test'));
    const refused = await product('GET', 'certifications');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 9003 });
    expect((await product('POST', 'bank-reviews/00000000-0000-4000-8000-000000000000/approve')).status).toBe(403);
  });

  it('lets the admin review too', async () => {
    const admin = opsCaller(testApp, await opsTokenFor(testApp, 'ops_admin'));
    expect((await admin('GET', 'certifications')).body.code).toBe(0);
    expect((await admin('GET', 'bank-reviews')).body.code).toBe(0);
  });
});
