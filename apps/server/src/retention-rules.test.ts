import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/auth';
import { callApi, loginAs } from './testing/identity';
import { operatorCaller, operatorToken } from './testing/ops-session';
import { createTestApp, type TestApp } from './testing/test-app';
import { pruneExpiredRecords, startRetentionJob } from './platform/retention';
import { RETENTION_RULES } from './retention-rules';

/**
 * The retention job (hourly in main.ts): each short-lived record is deleted once it has served its purpose, the day
 * after its limit and not the day before, and nothing the portal still shows or accepts goes with it.
 */
describe('retention of short-lived records', () => {
  let testApp: TestApp;
  let userId: string;
  let operatorId: string;
  let token: string;

  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await testApp.database.pool.query<T>(text, values)).rows;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  /** One row past its limit and one just inside it, per rule; answers what each kept row is called. */
  async function insertAroundEachLimit(): Promise<void> {
    const tokenRow = (refreshExpiredDaysAgo: number, name: string) =>
      query(
        `insert into auth_token (user_id, family_id, access_token_hash, refresh_token_hash, access_expires_at, refresh_expires_at, grant_type, client_ip, created_at)
         values ($1, gen_random_uuid(), $2, $3, $4, $4, 'password', $5, $6)`,
        [userId, `access-${name}`, `refresh-${name}`, daysAgo(refreshExpiredDaysAgo), name, daysAgo(refreshExpiredDaysAgo + 7)],
      );
    await tokenRow(181, '10.0.0.181');
    await tokenRow(179, '10.0.0.179');
    for (const [days, name] of [[181, 'old'], [179, 'kept']] as const) {
      await query(`insert into ops_token (operator_id, token_hash, expires_at, client_ip, created_at) values ($1, $2, $3, '10.0.0.1', $3)`, [operatorId, `ops-${name}`, daysAgo(days)]);
      await query(
        `insert into outbox_message (channel, target_masked, target_encrypted, target_hash, subject, body, transport, created_at)
         values ('sms', '138****0001', 'x', 'h', $1, '验证码 123456', 'outbox', $2)`,
        [`outbox-${name}`, daysAgo(days)],
      );
    }
    for (const [days, name] of [[3, 'old'], [1, 'kept']] as const) {
      await query(
        `insert into verification_code (id, channel, target_hash, purpose, code_hash, expires_at, client_ip, created_at)
         values (gen_random_uuid(), 'sms', 'h', 'LOGIN', $1, $2, '10.0.0.1', $2)`,
        [`code-${name}`, daysAgo(days)],
      );
    }
    for (const [days, name] of [[8, 'old'], [6, 'kept']] as const) {
      await query(`insert into idempotency_key (caller, key, scope, request_hash, status_code, response, created_at) values ($1, $2, 'payment.orderPayReq', 'r', 200, '{}', $3)`, [
        userId,
        `key-${name}`,
        daysAgo(days),
      ]);
    }
    for (const [days, name] of [[2, 'old'], [0.5, 'kept']] as const) {
      await query(`insert into identity_ticket (ticket_hash, user_id, purpose, expires_at) values ($1, $2, 'CHANGE_PASSWORD', $3)`, [`ticket-${name}`, userId, daysAgo(days)]);
      await query(`insert into uaas_logon_code (code_hash, sister_user_id, expires_at) values ($1, gen_random_uuid(), $2)`, [`uaas-${name}`, daysAgo(days)]);
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ token, userId } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD));
    [{ id: operatorId }] = (await query<{ id: string }>(`select id from ops_operator where login_name = 'ops_review'`)) as [{ id: string }];
    await insertAroundEachLimit();
  });
  afterAll(async () => testApp?.close());

  it('deletes each record past its limit and keeps the one just inside it; the live session and recent logins stay', async () => {
    const deleted = await pruneExpiredRecords({ db: testApp.database.db, rules: RETENTION_RULES });
    expect(Object.fromEntries(deleted)).toEqual({
      auth_token: 1,
      ops_token: 1,
      identity_ticket: 1,
      verification_code: 1,
      uaas_logon_code: 1,
      idempotency_key: 1,
      outbox_message: 1,
    });
    expect((await query(`select client_ip from auth_token where user_id = $1 and client_ip like '10.0.0.%'`, [userId])).map((row) => row.client_ip)).toEqual(['10.0.0.179']);
    expect((await query(`select token_hash from ops_token where token_hash like 'ops-%'`)).map((row) => row.token_hash)).toEqual(['ops-kept']);
    expect((await query(`select code_hash from verification_code where code_hash like 'code-%'`)).map((row) => row.code_hash)).toEqual(['code-kept']);
    expect((await query(`select key from idempotency_key where key like 'key-%'`)).map((row) => row.key)).toEqual(['key-kept']);
    expect((await query(`select subject from outbox_message where subject like 'outbox-%'`)).map((row) => row.subject)).toEqual(['outbox-kept']);
    expect((await query(`select ticket_hash from identity_ticket where ticket_hash like 'ticket-%'`)).map((row) => row.ticket_hash)).toEqual(['ticket-kept']);
    expect((await query(`select code_hash from uaas_logon_code where code_hash like 'uaas-%'`)).map((row) => row.code_hash)).toEqual(['uaas-kept']);

    // The session of this login still answers, and the console still lists the logins inside the six months.
    expect((await callApi(testApp, 'GET', 'web/entUser/getUserInfo', { token })).body).toMatchObject({ code: 0, data: { logonId: 'demo_ent' } });
    const reviewer = operatorCaller(testApp, await operatorToken(testApp, 'ops_review'));
    const detail = await reviewer<{ recentLogins: Array<{ clientIp: string | null }> }>('GET', `accounts/${userId}`);
    const listedIps = detail.body.data.recentLogins.map((login) => login.clientIp);
    expect(listedIps).toContain('10.0.0.179');
    expect(listedIps).not.toContain('10.0.0.181');
  });

  it('deletes in batches until none is left, and two passes at once delete each row once without waiting on each other', async () => {
    await query(
      `insert into verification_code (id, channel, target_hash, purpose, code_hash, expires_at, client_ip, created_at)
       select gen_random_uuid(), 'sms', 'bulk', 'LOGIN', 'bulk-' || n, now() - interval '10 days', '10.0.0.2', now() - interval '10 days' from generate_series(1, 4500) as n`,
    );
    const passes = await Promise.all([pruneExpiredRecords({ db: testApp.database.db, rules: RETENTION_RULES }), pruneExpiredRecords({ db: testApp.database.db, rules: RETENTION_RULES })]);
    expect(passes[0].get('verification_code')! + passes[1].get('verification_code')!).toBe(4500);
    expect(await query(`select 1 from verification_code where target_hash = 'bulk'`)).toHaveLength(0);
  });

  it('runs as a job: a first pass soon after start, then on its interval, and stops cleanly', async () => {
    await query(`insert into idempotency_key (caller, key, scope, request_hash, created_at) values ($1, 'key-job', 'payment.orderPayReq', 'r', now() - interval '30 days')`, [userId]);
    const job = startRetentionJob({ db: testApp.database.db, rules: RETENTION_RULES, firstPassAfterMs: 10, intervalMs: 60_000 });
    try {
      await expect.poll(async () => (await query(`select 1 from idempotency_key where key = 'key-job'`)).length, { timeout: 5_000 }).toBe(0);
    } finally {
      await job.stop();
    }
  });
});
