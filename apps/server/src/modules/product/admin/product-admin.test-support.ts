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
  return async <T = unknown>(method: 'GET' | 'POST', url: string, options: OpsCallOptions = {}): Promise<Answer<T>> => {
    const { acceptLanguage, ...rest } = options;
    if (acceptLanguage === undefined) return callApi<T>(testApp, method, `ops/${url}`, { token, ...rest });
    // callApi sends no other headers; the console sends its page language with every call.
    const response = await testApp.app.inject({
      method,
      url: `/api/ops/${url}`,
      remoteAddress: freshIp(),
      ...(rest.query ? { query: rest.query } : {}),
      ...(rest.body !== undefined ? { payload: rest.body as object } : {}),
      headers: { authorization: `bearer ${token}`, 'accept-language': acceptLanguage },
    });
    return { status: response.statusCode, body: response.json() };
  };
}
