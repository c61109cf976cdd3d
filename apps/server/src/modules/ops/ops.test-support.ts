import type { OperatorRole } from '@coastbook/domain';
import { expect } from 'vitest';
import { OPS_DEMO_PASSWORD } from '../../../seed/ops';
import { callApi, encryptFor, freshIp, type Answer } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { hashPassword } from '../auth';
import { opsOperator } from './ops.tables';

/** Helpers for the operator console's API tests. */

export async function opsLogin(testApp: TestApp, loginName: string, password: string, ip = freshIp()): Promise<Answer<{ token: string; expiresIn: number; operator: Record<string, unknown> }>> {
  return callApi(testApp, 'POST', 'ops/auth/login', { body: { loginName, password: encryptFor(testApp, password) }, ip });
}

/** Logs an operator in and returns the token. */
export async function opsTokenFor(testApp: TestApp, loginName: string, password = OPS_DEMO_PASSWORD): Promise<string> {
  const answer = await opsLogin(testApp, loginName, password);
  expect(answer.body, `ops login ${loginName}`).toMatchObject({ code: 0 });
  return answer.body.data.token;
}

/** A throw-away operator (password OPS_DEMO_PASSWORD), so locking or disabling it leaves the demo operators alone. */
export async function createOperator(testApp: TestApp, loginName: string, options: { role?: OperatorRole; state?: 'Active' | 'Disabled' } = {}) {
  const [row] = await testApp.database.db
    .insert(opsOperator)
    .values({ loginName, displayName: `测试${loginName}`, role: options.role ?? 'reviewer', state: options.state ?? 'Active', passwordHash: await hashPassword(OPS_DEMO_PASSWORD) })
    .returning();
  return row!;
}

/** Calls an /api/ops path with an operator token. */
export function opsCaller(testApp: TestApp, token: string) {
  return <T = unknown>(method: 'GET' | 'POST', url: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
    callApi<T>(testApp, method, `ops/${url}`, { token, ...options });
}
