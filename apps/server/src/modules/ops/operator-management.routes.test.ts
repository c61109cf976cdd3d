import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_DEMO_PASSWORD } from '../../../seed/ops';
import { auditLog } from '../../platform/audit';
import { encryptFor } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enterprise } from '../enterprise';
import { opsOperator, opsToken } from './ops.tables';
import { createOperator, opsCaller, opsLogin, opsTokenFor } from './ops.test-support';
import { findOperatorByToken } from './ops-token.service';
import { setOperatorState } from './operator-management.service';

let testApp: TestApp;
let admin: ReturnType<typeof opsCaller>;
let adminId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = opsCaller(testApp, await opsTokenFor(testApp, 'ops_admin'));
  adminId = (await admin<{ operatorId: string }>('GET', 'auth/me')).body.data.operatorId;
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

interface OperatorRecord {
  operatorId: string;
  loginName: string;
  role: string;
  state: string;
  mustChangePassword: boolean;
}

async function auditRows(entityId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at));
}

function create(loginName: string, password: string, role = 'reviewer') {
  return admin<OperatorRecord>('POST', 'operators', { body: { loginName, displayName: `测试${loginName}`, role, password: encryptFor(testApp, password) } });
}

describe('operator management', () => {
  it('lets the admin create an operator who can log in, must change the initial password, and then works', async () => {
    const created = await create('new_reviewer', 'Harbor#Tide82');
    expect(created.body).toMatchObject({ code: 0, data: { loginName: 'new_reviewer', role: 'reviewer', state: 'Active', mustChangePassword: true } });
    const operatorId = created.body.data.operatorId;
    const [audit] = await auditRows(operatorId);
    expect(audit).toMatchObject({ actorId: adminId, action: 'ops.operator.create', entityType: 'ops_operator' });
    expect(JSON.stringify(audit!.after)).not.toContain('password_hash');
    expect(audit!.after).toMatchObject({ loginName: 'new_reviewer', role: 'reviewer', mustChangePassword: true });

    const login = await opsLogin(testApp, 'new_reviewer', 'Harbor#Tide82');
    expect(login.body).toMatchObject({ code: 0, data: { operator: { loginName: 'new_reviewer', mustChangePassword: true } } });
    const reviewer = opsCaller(testApp, login.body.data.token);
    // Until the initial password is replaced, only me / logout / the password change pass.
    const blocked = await reviewer('GET', 'certifications');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 9204, msg: '请先修改初始密码' });

    const weak = await reviewer('POST', 'auth/password', { body: { oldPassword: encryptFor(testApp, 'Harbor#Tide82'), newPassword: encryptFor(testApp, 'Password123') } });
    expect(weak.body).toMatchObject({ code: 3106 });
    const wrongOld = await reviewer('POST', 'auth/password', { body: { oldPassword: encryptFor(testApp, 'Wrong#Pass91'), newPassword: encryptFor(testApp, 'Quay$Lantern47') } });
    expect(wrongOld.body).toMatchObject({ code: 9205, msg: '原密码错误' });
    const changed = await reviewer('POST', 'auth/password', { body: { oldPassword: encryptFor(testApp, 'Harbor#Tide82'), newPassword: encryptFor(testApp, 'Quay$Lantern47') } });
    expect(changed.body).toMatchObject({ code: 0, data: true });
    expect((await reviewer('GET', 'certifications')).body).toMatchObject({ code: 0 });
    expect((await reviewer('GET', 'auth/me')).body).toMatchObject({ data: { mustChangePassword: false } });
  });

  it('refuses a weak initial password and a taken login name, naming the field', async () => {
    const weak = await create('weak_one', 'weakone123');
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toContain('password');
    const taken = await create('OPS_REVIEW', 'Harbor#Tide82');
    expect(taken.body).toMatchObject({ code: 9201, msg: '该登录名已被使用' });
    const badName = await create('1x', 'Harbor#Tide82');
    expect(badName.status).toBe(400);
    expect(badName.body.msg).toContain('loginName');
  });

  it('refuses by name a login name that another call took while this one was checking it (two admins at once), never a 500', async () => {
    let commitTheOther!: () => void;
    let otherInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (otherInserted = resolve));
    const other = db().transaction(async (tx) => {
      await tx.insert(opsOperator).values({ loginName: 'same_moment', displayName: '同时创建', role: 'reviewer', passwordHash: 'x', mustChangePassword: true });
      otherInserted();
      await new Promise<void>((resolve) => (commitTheOther = resolve));
    });
    await inserted;
    // This call finds the name free (the other's row is not committed) and its insert waits on the other's.
    const attempt = create('SAME_MOMENT', 'Harbor#Tide82');
    const waitingOnTheOther = async () =>
      (await db().execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]!.n;
    await expect.poll(waitingOnTheOther, { timeout: 10_000 }).toBe(1);
    commitTheOther();
    await other;
    const answer = await attempt;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 9201, msg: '该登录名已被使用', data: { field: 'loginName' } });
    expect(await db().select().from(opsOperator).where(sql`lower(${opsOperator.loginName}) = 'same_moment'`)).toHaveLength(1);
  });

  it("refuses a disabled operator's token at once and revokes it", async () => {
    const target = await createOperator(testApp, 'to_disable');
    const token = await opsTokenFor(testApp, 'to_disable', OPS_DEMO_PASSWORD);
    const asTarget = opsCaller(testApp, token);
    expect((await asTarget('GET', 'certifications')).body).toMatchObject({ code: 0 });

    const disabled = await admin<OperatorRecord>('POST', `operators/${target.id}/disable`);
    expect(disabled.body).toMatchObject({ code: 0, data: { state: 'Disabled' } });
    const refused = await asTarget('GET', 'certifications');
    expect(refused.status).toBe(401);
    const live = await db().select().from(opsToken).where(and(eq(opsToken.operatorId, target.id), isNull(opsToken.revokedAt)));
    expect(live).toHaveLength(0);
    expect((await opsLogin(testApp, 'to_disable', OPS_DEMO_PASSWORD)).body).toMatchObject({ code: 9002 });
    expect((await auditRows(target.id))[0]).toMatchObject({ action: 'ops.operator.disable', before: { state: 'Active' }, after: { state: 'Disabled' } });

    expect((await admin('POST', `operators/${target.id}/enable`)).body).toMatchObject({ code: 0, data: { state: 'Active' } });
    expect((await opsLogin(testApp, 'to_disable', OPS_DEMO_PASSWORD)).body).toMatchObject({ code: 0 });
  });

  it('answers 403 to a reviewer managing operators', async () => {
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    const list = await reviewer('GET', 'operators');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: 9003, msg: '当前角色无权执行该操作' });
    const createAttempt = await reviewer('POST', 'operators', { body: { loginName: 'sneaky', displayName: 'x', role: 'admin', password: encryptFor(testApp, 'Harbor#Tide82') } });
    expect(createAttempt.status).toBe(403);
    expect(await db().select().from(opsOperator).where(eq(opsOperator.loginName, 'sneaky'))).toHaveLength(0);
  });

  it('refuses an admin disabling or demoting themself', async () => {
    expect((await admin('POST', `operators/${adminId}/disable`)).body).toMatchObject({ code: 9202, msg: '不能停用自己的账号或修改自己的角色' });
    expect((await admin('POST', `operators/${adminId}/role`, { body: { role: 'reviewer' } })).body).toMatchObject({ code: 9202 });
    const [row] = await db().select().from(opsOperator).where(eq(opsOperator.id, adminId));
    expect(row).toMatchObject({ role: 'admin', state: 'Active' });
  });

  it('never disables the last active admin, even when two admins disable each other at once', async () => {
    const second = await createOperator(testApp, 'second_admin', { role: 'admin' });
    const secondToken = await opsTokenFor(testApp, 'second_admin', OPS_DEMO_PASSWORD);
    // The race: the second admin's call has passed requireOperator (its actor is read) just before the
    // first admin disables them; its own disable of the first admin then reaches the service.
    const staleSecond = await findOperatorByToken({ db: db(), token: secondToken });
    expect((await admin('POST', `operators/${second.id}/disable`)).body).toMatchObject({ code: 0 });
    await expect(setOperatorState({ db: db(), actor: staleSecond!, clientIp: '127.0.0.1', operatorId: adminId, state: 'Disabled' })).rejects.toMatchObject({
      key: 'OPS_LAST_ADMIN',
      message: '至少需要保留一个正常状态的系统管理员',
    });
    const active = await db().select().from(opsOperator).where(and(eq(opsOperator.role, 'admin'), eq(opsOperator.state, 'Active')));
    expect(active.map((row) => row.id)).toEqual([adminId]);
    // The disabled admin's own token is refused through the API.
    expect((await opsCaller(testApp, secondToken)('POST', `operators/${adminId}/disable`)).status).toBe(401);
  });

  it('resets a password to a one-time one shown once, ending the sessions and forcing a change', async () => {
    const target = await createOperator(testApp, 'forgetful');
    const oldToken = await opsTokenFor(testApp, 'forgetful', OPS_DEMO_PASSWORD);
    const reset = await admin<{ operator: OperatorRecord; password: string }>('POST', `operators/${target.id}/reset-password`);
    expect(reset.body).toMatchObject({ code: 0, data: { operator: { mustChangePassword: true } } });
    const password = reset.body.data.password;
    expect(password).toMatch(/^.{12}$/);
    expect((await opsCaller(testApp, oldToken)('GET', 'auth/me')).status).toBe(401);
    expect((await opsLogin(testApp, 'forgetful', OPS_DEMO_PASSWORD)).body).toMatchObject({ code: 9001 });
    const login = await opsLogin(testApp, 'forgetful', password);
    expect(login.body).toMatchObject({ code: 0, data: { operator: { mustChangePassword: true } } });
    const audit = (await auditRows(target.id)).find((row) => row.action === 'ops.operator.reset-password');
    expect(audit).toMatchObject({ action: 'ops.operator.reset-password', after: { mustChangePassword: true } });
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('changes a role, which takes effect on the next call, and lists operators', async () => {
    const target = await createOperator(testApp, 'role_change');
    const asTarget = opsCaller(testApp, await opsTokenFor(testApp, 'role_change', OPS_DEMO_PASSWORD));
    expect((await asTarget('GET', 'audit')).status).toBe(403);
    expect((await admin('POST', `operators/${target.id}/role`, { body: { role: 'admin' } })).body).toMatchObject({ code: 0, data: { role: 'admin' } });
    expect((await asTarget('GET', 'audit')).body).toMatchObject({ code: 0 });
    expect((await auditRows(target.id))[0]).toMatchObject({ action: 'ops.operator.role', before: { role: 'reviewer' }, after: { role: 'admin' } });

    const list = await admin<{ records: OperatorRecord[]; total: number }>('GET', 'operators', { query: { keyword: 'role_ch' } });
    expect(list.body.data.records.map((record) => record.loginName)).toEqual(['role_change']);
    expect((await admin('POST', 'operators/00000000-0000-4000-8000-000000000000/disable')).body).toMatchObject({ code: 9200, msg: '运营账号不存在' });
  });
});

describe('bank account reveal', () => {
  it('lists the account number masked and reveals it to a reviewer with an audit row each time', async () => {
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    const queue = await reviewer<{ records: Array<{ enterpriseId: string; bankAccountNo: string; mainAccountLogonId: string }> }>('GET', 'bank-reviews');
    const hairun = queue.body.data.records.find((record) => record.mainAccountLogonId === 'xm_hairun')!;
    expect(hairun.bankAccountNo).toBe('**** **** **** 3456');

    const reveal = await reviewer<{ bankAccountNo: string }>('POST', `bank-reviews/${hairun.enterpriseId}/reveal-account`);
    expect(reveal.body).toMatchObject({ code: 0, data: { enterpriseId: hairun.enterpriseId, bankAccountNo: '4100021319200123456' } });
    await reviewer('POST', `bank-reviews/${hairun.enterpriseId}/reveal-account`);
    const rows = (await auditRows(hairun.enterpriseId)).filter((row) => row.action === 'bank-info.reveal-account');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorKind: 'operator', reason: '查看完整银行账号', after: { bankAccountNoLast4: '3456' } });
    expect(JSON.stringify(rows[0])).not.toContain('4100021319200123456');

    // A product operator has no bank review permission; an enterprise without an account number says so.
    const product = opsCaller(testApp, await opsTokenFor(testApp, 'ops_product'));
    expect((await product('POST', `bank-reviews/${hairun.enterpriseId}/reveal-account`)).status).toBe(403);
    const [withoutBank] = await db().select({ id: enterprise.id }).from(enterprise).where(isNull(enterprise.bankAccountNoEncrypted)).limit(1);
    expect((await reviewer('POST', `bank-reviews/${withoutBank!.id}/reveal-account`)).body).toMatchObject({ code: 9207, msg: '该企业未填写银行账号' });
  });
});
