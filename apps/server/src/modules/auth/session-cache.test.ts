import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { loginAs } from '../../testing/identity';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - startedAt;
}

describe('session and user-info caches, dropped by the database change feed', () => {
  let testApp: TestApp;
  const userInfo = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/web/entUser/getUserInfo', headers: { authorization: `bearer ${token}` } });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers a repeated getUserInfo without reading the database', async () => {
    const { token } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    expect((await userInfo(token)).json()).toMatchObject({ code: 0, data: { logonId: 'demo_person' } });
    const statements = await statementsDuring(testApp, async () => {
      for (let i = 0; i < 5; i += 1) expect((await userInfo(token)).json()).toMatchObject({ code: 0, data: { logonId: 'demo_person' } });
    });
    expect(statements).toBe(0);
  });

  it('sees a change written through this instance on the very next call (account edit, lock, logout)', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    expect((await userInfo(token)).json().data.userCnnme).not.toBe('缓存测试');
    await testApp.database.pool.query(`UPDATE user_account SET user_cnnme = '缓存测试' WHERE id = $1`, [userId]);
    expect((await userInfo(token)).json().data.userCnnme).toBe('缓存测试');

    await testApp.database.pool.query(`UPDATE user_account SET account_state = 'Lock' WHERE id = $1`, [userId]);
    expect((await userInfo(token)).statusCode).toBe(401);
    await testApp.database.pool.query(`UPDATE user_account SET account_state = 'Active' WHERE id = $1`, [userId]);
    expect((await userInfo(token)).json()).toMatchObject({ code: 0 });

    const logout = await testApp.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: { authorization: token } });
    expect(logout.json()).toMatchObject({ code: 0, data: true });
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('drops a session revoked by another connection (another instance) within moments', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
    expect((await userInfo(token)).json()).toMatchObject({ code: 0 });
    const other = new pg.Client({ connectionString: (testApp.database.pool.options as { connectionString: string }).connectionString });
    await other.connect();
    try {
      await other.query(`UPDATE auth_token SET revoked_at = now(), revoked_reason = 'test' WHERE user_id = $1`, [userId]);
      const waited = await until(async () => (await userInfo(token)).statusCode === 401, 2_000);
      expect(waited).toBeLessThan(2_000);
    } finally {
      await other.end();
    }
  });

  it('stops trusting its copies while the change feed is down, and uses them again once it is back', async () => {
    const { token } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    expect((await userInfo(token)).json()).toMatchObject({ code: 0 });
    // End the feed's own listening connection, as a database restart would.
    await testApp.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'coastbook-change-feed'`,
    );
    await until(async () => !testApp.app.changes.live, 2_000);
    const whileDown = await statementsDuring(testApp, async () => expect((await userInfo(token)).json()).toMatchObject({ code: 0 }));
    expect(whileDown).toBeGreaterThan(0);
    await until(async () => testApp.app.changes.live, 5_000);
    expect((await userInfo(token)).json()).toMatchObject({ code: 0 });
    expect(await statementsDuring(testApp, () => userInfo(token))).toBe(0);
  });
});
