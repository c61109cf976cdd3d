import { expect } from 'vitest';
import { OPS_DEMO_PASSWORD } from '../../seed/ops';
import { callApi, encryptFor, freshIp } from './identity';
import type { TestApp } from './test-app';

/**
 * Operator-console calls for other areas' API tests (areas whose decisions an operator makes must not
 * reach into the ops area's own test helpers).
 */
export async function operatorToken(testApp: TestApp, loginName: string, password = OPS_DEMO_PASSWORD): Promise<string> {
  const answer = await callApi<{ token: string }>(testApp, 'POST', 'ops/auth/login', { body: { loginName, password: encryptFor(testApp, password) }, ip: freshIp() });
  expect(answer.body, `ops login ${loginName}`).toMatchObject({ code: 0 });
  return answer.body.data.token;
}

/** Calls an /api/ops path with an operator token. */
export function operatorCaller(testApp: TestApp, token: string) {
  return <T = unknown>(method: 'GET' | 'POST', url: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
    callApi<T>(testApp, method, `ops/${url}`, { token, ...options });
}
