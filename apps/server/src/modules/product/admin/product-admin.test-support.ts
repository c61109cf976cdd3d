import { expect } from 'vitest';
import { OPS_DEMO_PASSWORD } from '../../../../seed/ops';
import { callApi, encryptFor, freshIp, type Answer } from '../../../testing/identity';
import type { TestApp } from '../../../testing/test-app';

interface OpsCallOptions {
  body?: unknown;
  query?: Record<string, string>;
  /** The console page's language, sent as Accept-Language (e.g. 'en-US'); none = the default, Chinese. */
  acceptLanguage?: string;
}

/** Logs a demo operator in through the console's login call and answers a caller of /api/ops/... with its token. */
export async function opsCallerFor(testApp: TestApp, loginName: string) {
  const login = await callApi<{ token: string }>(testApp, 'POST', 'ops/auth/login', {
    body: { loginName, password: encryptFor(testApp, OPS_DEMO_PASSWORD) },
    ip: freshIp(),
  });
  expect(login.body, `ops login ${loginName}`).toMatchObject({ code: 0 });
  const token = login.body.data.token;
  return <T = unknown>(method: 'GET' | 'POST', url: string, options: OpsCallOptions = {}): Promise<Answer<T>> =>
    callApi<T>(testApp, method, `ops/${url}`, { token, ...options });
}
