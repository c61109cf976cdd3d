import type { OperatorRole } from '@coastbook/domain';
import { OPS_DEMO_PASSWORD } from '../../../seed/ops';
import { callApi, encryptFor, freshIp, type Answer } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { hashPassword } from '../auth';
import { opsOperator } from './ops.tables';

/** Helpers for the operator console's API tests. */

export async function opsLogin(testApp: TestApp, loginName: string, password: string, ip = freshIp()): Promise<Answer<{ token: string; expiresIn: number; operator: Record<string, unknown> }>> {
  return callApi(testApp, 'POST', 'ops/auth/login', { body: { loginName, password: encryptFor(testApp, password) }, ip });
}

// Logging in and calling with a token are shared with other areas' tests (src/testing/ops-session).
export { operatorCaller as opsCaller, operatorToken as opsTokenFor } from '../../testing/ops-session';

/** A throw-away operator (password OPS_DEMO_PASSWORD), so locking or disabling it leaves the demo operators alone. */
export async function createOperator(testApp: TestApp, loginName: string, options: { role?: OperatorRole; state?: 'Active' | 'Disabled' } = {}) {
  const [row] = await testApp.database.db
    .insert(opsOperator)
    .values({ loginName, displayName: `测试${loginName}`, role: options.role ?? 'reviewer', state: options.state ?? 'Active', passwordHash: await hashPassword(OPS_DEMO_PASSWORD) })
    .returning();
  return row!;
}
