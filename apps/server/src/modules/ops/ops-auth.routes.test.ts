import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { OPS_DEMO_PASSWORD } from '../../../seed/ops';
import { auditLog } from '../../platform/audit';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { opsOperator } from './ops.tables';
import { createOperator as createTestOperator, opsLogin, opsTokenFor } from './ops.test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const createOperator = (loginName: string, options: Parameters<typeof createTestOperator>[2] = {}) => createTestOperator(testApp, loginName, options);

describe('POST /api/ops/auth/login', () => {
  it('logs the admin in with an RSA-encrypted password and answers the profile with every permission', async () => {
    const answer = await opsLogin(testApp, 'ops_admin', OPS_DEMO_PASSWORD);
    expect(answer.body).toMatchObject({
      code: 0,
      data: { expiresIn: 8 * 3600, operator: { loginName: 'ops_admin', displayName: '系统管理员', role: 'admin' } },
    });
    expect(answer.body.data.operator.permissions).toEqual(expect.arrayContaining(['ops_certification_review', 'ops_audit_read', 'ops_refund', 'ops_price_manage']));
    const me = await callApi(testApp, 'GET', 'ops/auth/me', { token: answer.body.data.token });
    expect(me.body).toMatchObject({ code: 0, data: { loginName: 'ops_admin', role: 'admin', operatorId: answer.body.data.operator.operatorId } });
  });

  it('accepts the login name in any case and gives the reviewer only the review permissions', async () => {
    const answer = await opsLogin(testApp, 'OPS_Review', OPS_DEMO_PASSWORD);
    expect(answer.body).toMatchObject({ code: 0, data: { operator: { loginName: 'ops_review', displayName: '审核专员', role: 'reviewer' } } });
    expect(answer.body.data.operator.permissions).toEqual([
      'ops_certification_review',
      'ops_bank_review',
      'ops_account_read',
      'ops_file_read',
      // order review, search and dashboard (issue 6)
      'ops_order_review',
      'ops_order_read',
      'ops_dashboard_read',
    ]);
  });

  it('refuses a password that was not encrypted with the public key: 400 naming the field', async () => {
    const answer = await callApi(testApp, 'POST', 'ops/auth/login', { body: { loginName: 'ops_admin', password: 'Coast@2026' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toContain('password');
  });

  it('answers malformed input with the 400 envelope naming the field', async () => {
    const answer = await callApi<{ fields: Array<{ field: string; message: string }> }>(testApp, 'POST', 'ops/auth/login', { body: { password: 'QUJD' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('loginName');
    expect(answer.body.data.fields).toEqual([{ field: 'loginName', message: '请输入账号' }]);
  });

  it('answers an unknown name and a wrong password with the same generic message', async () => {
    const unknown = await opsLogin(testApp, 'nobody_here', OPS_DEMO_PASSWORD);
    const wrong = await opsLogin(testApp, 'ops_review', 'Wrong@2026');
    expect(unknown.body).toEqual({ code: 9001, msg: '账号或密码错误', data: null });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('locks an operator for 15 minutes after 5 wrong passwords, with the same message, even for the right password', async () => {
    const operator = await createOperator('ops_lock_me');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await opsLogin(testApp, 'ops_lock_me', `Wrong@${attempt}`)).body).toEqual({ code: 9001, msg: '账号或密码错误', data: null });
    }
    const [locked] = await testApp.database.db.select().from(opsOperator).where(eq(opsOperator.id, operator.id));
    expect(locked!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(locked!.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    expect((await opsLogin(testApp, 'ops_lock_me', OPS_DEMO_PASSWORD)).body).toEqual({ code: 9001, msg: '账号或密码错误', data: null });
    // Guessing on while locked does not push the lock further out.
    await opsLogin(testApp, 'ops_lock_me', 'Wrong@6');
    const [still] = await testApp.database.db.select().from(opsOperator).where(eq(opsOperator.id, operator.id));
    expect(still!.lockedUntil).toEqual(locked!.lockedUntil);

    const [lockRow] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, operator.id), eq(auditLog.action, 'ops.operator.lock')));
    expect(lockRow).toMatchObject({ actorKind: 'system', entityType: 'ops_operator' });

    // Once the lock has passed, the right password works again and the count starts from zero.
    await testApp.database.db.update(opsOperator).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(opsOperator.id, operator.id));
    expect((await opsLogin(testApp, 'ops_lock_me', OPS_DEMO_PASSWORD)).body.code).toBe(0);
    const [unlocked] = await testApp.database.db.select().from(opsOperator).where(eq(opsOperator.id, operator.id));
    expect(unlocked).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('resets the failure count on a successful login, so failures must be consecutive to lock', async () => {
    await createOperator('ops_forgetful');
    for (let attempt = 1; attempt <= 4; attempt += 1) await opsLogin(testApp, 'ops_forgetful', 'Wrong@2026');
    expect((await opsLogin(testApp, 'ops_forgetful', OPS_DEMO_PASSWORD)).body.code).toBe(0);
    for (let attempt = 1; attempt <= 4; attempt += 1) await opsLogin(testApp, 'ops_forgetful', 'Wrong@2026');
    expect((await opsLogin(testApp, 'ops_forgetful', OPS_DEMO_PASSWORD)).body.code).toBe(0);
  });

  it('tells a disabled operator so only after the right password, and its live tokens stop working', async () => {
    const operator = await createOperator('ops_leaver');
    const token = await opsTokenFor(testApp, 'ops_leaver', OPS_DEMO_PASSWORD);
    await testApp.database.db.update(opsOperator).set({ state: 'Disabled' }).where(eq(opsOperator.id, operator.id));
    expect((await opsLogin(testApp, 'ops_leaver', 'Wrong@2026')).body.code).toBe(9001);
    expect((await opsLogin(testApp, 'ops_leaver', OPS_DEMO_PASSWORD)).body).toMatchObject({ code: 9002, msg: '该运营账号已停用，请联系系统管理员' });
    expect((await callApi(testApp, 'GET', 'ops/auth/me', { token })).status).toBe(401);
  });

  it('records each login in the audit log', async () => {
    const answer = await opsLogin(testApp, 'ops_review', OPS_DEMO_PASSWORD);
    const [row] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ops.login'), eq(auditLog.actorId, String(answer.body.data.operator.operatorId))))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(row).toMatchObject({ actorKind: 'operator', entityType: 'ops_operator', entityId: answer.body.data.operator.operatorId });
  });
});

describe('operator tokens and customer tokens are separate', () => {
  it('answers 401 on /api/ops without a token, with a customer token, or with a made-up one', async () => {
    const none = await callApi(testApp, 'GET', 'ops/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, msg: '请先登录运营后台' });
    const { token: customerToken } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    for (const url of ['ops/auth/me', 'ops/audit']) {
      const answer = await callApi(testApp, 'GET', url, { token: customerToken });
      expect(answer.status, url).toBe(401);
      expect(answer.body.code, url).toBe(401);
    }
    expect((await callApi(testApp, 'POST', 'ops/auth/logout', { token: customerToken })).status).toBe(401);
    expect((await callApi(testApp, 'GET', 'ops/auth/me', { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('does not let an operator token open the customer portal', async () => {
    const opsToken = await opsTokenFor(testApp, 'ops_admin', OPS_DEMO_PASSWORD);
    expect((await callApi(testApp, 'GET', 'web/entUser/getUserInfo', { token: opsToken })).status).toBe(401);
  });
});

describe('POST /api/ops/auth/logout', () => {
  it('ends the token at once', async () => {
    const token = await opsTokenFor(testApp, 'ops_review', OPS_DEMO_PASSWORD);
    expect((await callApi(testApp, 'POST', 'ops/auth/logout', { token })).body).toEqual({ code: 0, msg: 'success', data: true });
    const after = await callApi(testApp, 'GET', 'ops/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('运营后台登录已失效，请重新登录');
  });
});

describe('GET /api/ops/audit', () => {
  it('is for admins: a reviewer gets 403 with the permission message', async () => {
    const token = await opsTokenFor(testApp, 'ops_review', OPS_DEMO_PASSWORD);
    const answer = await callApi(testApp, 'GET', 'ops/audit', { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 9003, msg: '当前角色无权执行该操作', data: null });
  });

  it('pages the log newest first, filtered by entity, with the actor named', async () => {
    const token = await opsTokenFor(testApp, 'ops_admin', OPS_DEMO_PASSWORD);
    const me = await callApi<{ operatorId: string }>(testApp, 'GET', 'ops/auth/me', { token });
    const page = await callApi<{ records: Array<Record<string, unknown>>; total: number; current: number; size: number }>(testApp, 'GET', 'ops/audit', {
      token,
      query: { entityType: 'ops_operator', entityId: me.body.data.operatorId, size: '2' },
    });
    expect(page.body.code).toBe(0);
    expect(page.body.data).toMatchObject({ current: 1, size: 2 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(2);
    expect(page.body.data.records).toHaveLength(2);
    expect(page.body.data.records[0]).toMatchObject({ action: 'ops.login', actorKind: 'operator', actorName: '系统管理员', entityId: me.body.data.operatorId });
    const [first, second] = page.body.data.records as Array<{ at: string }>;
    expect(first!.at >= second!.at).toBe(true);
  });

  it('answers a bad filter with the 400 envelope naming the field', async () => {
    const token = await opsTokenFor(testApp, 'ops_admin', OPS_DEMO_PASSWORD);
    const answer = await callApi(testApp, 'GET', 'ops/audit', { token, query: { actorKind: 'robot' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('actorKind');
    const badPage = await callApi(testApp, 'GET', 'ops/audit', { token, query: { size: '1000' } });
    expect(badPage.status).toBe(400);
    expect(badPage.body.msg).toContain('size');
  });
});
