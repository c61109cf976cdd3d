import { ERRORS, ERROR_MESSAGES_EN } from '@coastbook/domain';
import { ZAddUserAddressRequest } from '@coastbook/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { opsRequest } from '../ops/api/ops-transport';
import type { RecoveryOutcome } from './auth-recovery';
import {
  ApiError,
  NO_RESPONSE_CODE,
  authorizationHeader,
  bindTransportSession,
  buildUrl,
  del,
  errorMessage,
  get,
  postForm,
  postJson,
  type TransportSession,
} from './transport';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => {
  bindTransportSession(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('transport', () => {
  it('builds /api URLs with the query, leaving out empty values', () => {
    expect(buildUrl('web/x', { a: 1, b: undefined, c: null, d: ['p', 'q'] })).toBe('/api/web/x?a=1&d=p&d=q');
    expect(buildUrl('/web/x')).toBe('/api/web/x');
  });

  it('unwraps data on code 0', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 0, msg: 'ok', data: [1, 2] }));
    await expect(get('web/commonUrl/getHotProduct')).resolves.toEqual([1, 2]);
  });

  it('throws the server msg on a non-zero code (business refusal)', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 3001, msg: '运单号无效或无权限', data: null }));
    const error = await postJson('web/commonUrl/portal/newTrackingCargo', { bkgNo: 'X' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 3001, msg: '运单号无效或无权限', httpStatus: 200, isBusinessRefusal: true });
  });

  it('keeps a 4xx envelope message and maps statuses without one to the catalogue', async () => {
    vi.stubGlobal('fetch', respond(400, { code: 400, msg: '出发日期格式不正确', data: { field: 'etd' } }));
    await expect(get('web/x')).rejects.toMatchObject({ code: 400, msg: '出发日期格式不正确', data: { field: 'etd' } });

    vi.stubGlobal('fetch', respond(502, '<html>Bad Gateway</html>'));
    await expect(get('web/x')).rejects.toMatchObject({ code: 502, msg: '网络错误' });

    vi.stubGlobal('fetch', respond(500, { code: 500, msg: 'stack trace...', data: null }));
    await expect(get('web/x')).rejects.toMatchObject({ code: 500, msg: '服务器错误' });

    vi.stubGlobal('fetch', respond(418, ''));
    await expect(get('web/x')).rejects.toMatchObject({ msg: '连接错误(418)' });
  });

  it('reports no response as 连接服务器失败', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(get('web/x')).rejects.toMatchObject({ code: NO_RESPONSE_CODE, msg: '连接服务器失败' });
  });

  it('gives up after the timeout with the 408 message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(get('web/x', undefined, { timeoutMs: 20 })).rejects.toMatchObject({ code: 408, msg: '请求超时' });
  });

  it('sends JSON and form bodies with their content types', async () => {
    const fetchMock = respond(200, { code: 0, msg: 'ok', data: true });
    vi.stubGlobal('fetch', fetchMock);
    await postJson('web/a', { bkgNo: 'PAN1' });
    await postForm('web/b', { type: 'ORDERING', page: 1 });
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"bkgNo":"PAN1"}' });
    expect((calls[0]?.[1].headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[1]?.[1]).toMatchObject({ method: 'POST', body: 'type=ORDERING&page=1' });
    expect((calls[1]?.[1].headers as Record<string, string>)['Content-Type']).toContain('application/x-www-form-urlencoded');
  });
});

describe('refusals on an English page', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('shows the catalogue’s words in English, keeps what the server composed for the case as sent, and Chinese again in Chinese', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    vi.stubGlobal('fetch', respond(200, { code: ERRORS.LOGIN_FAILED.code, msg: ERRORS.LOGIN_FAILED.msg, data: null }));
    await expect(postForm('auth/oauth/token', {})).rejects.toMatchObject({ msg: ERROR_MESSAGES_EN.LOGIN_FAILED, sentMsg: '用户名或密码错误' });
    expect(ERROR_MESSAGES_EN.LOGIN_FAILED).not.toBe(ERRORS.LOGIN_FAILED.msg);

    vi.stubGlobal('fetch', respond(400, { code: 400, msg: '请求错误：etd: 出发日期格式不正确', data: { field: 'etd' } }));
    await expect(get('web/x')).rejects.toMatchObject({ msg: '请求错误：etd: 出发日期格式不正确' });
    vi.stubGlobal('fetch', respond(502, '<html>Bad Gateway</html>'));
    await expect(get('web/x')).rejects.toMatchObject({ code: 502, msg: 'Network error' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(get('web/x')).rejects.toMatchObject({ code: NO_RESPONSE_CODE, msg: 'Could not connect to the server' });

    await i18n.changeLanguage('zh-CN');
    vi.stubGlobal('fetch', respond(200, { code: ERRORS.LOGIN_FAILED.code, msg: ERRORS.LOGIN_FAILED.msg, data: null }));
    await expect(postForm('auth/oauth/token', {})).rejects.toMatchObject({ msg: '用户名或密码错误' });
  });

  it('names the rule of a request the page refused before sending it, and words an unknown failure in the page’s language', async () => {
    const refusedBeforeSending = ZAddUserAddressRequest.safeParse({ addressType: 'S', label: '家', isCompany: 0, contactName: '王' }).error;
    expect(errorMessage(refusedBeforeSending)).toBe('手机号码和固定电话至少填写一项');
    expect(errorMessage(new Error('boom'))).toBe('连接服务器失败');
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    expect(errorMessage(refusedBeforeSending)).toBe('Fill in at least one of the mobile number and the landline');
    expect(errorMessage(new Error('boom'))).toBe('Could not connect to the server');
  });
});

describe('a server failure names its request', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  const failingWith = (status: number, requestId?: string) =>
    vi.fn(async () => new Response(JSON.stringify({ code: status, msg: '服务器错误', data: null }), { status, headers: requestId ? { 'x-request-id': requestId } : {} }));

  it('shows the id the server gave its 5xx after the message, on the portal’s calls and the console’s, in the page’s language', async () => {
    vi.stubGlobal('fetch', failingWith(500, '1a2b3c4d-k3j2'));
    const portal = await get('web/x').catch((error: unknown) => error);
    expect(portal).toMatchObject({ code: 500, msg: '服务器错误', requestId: '1a2b3c4d-k3j2' });
    expect(errorMessage(portal)).toBe('服务器错误（请求编号：1a2b3c4d-k3j2）');
    vi.stubGlobal('fetch', failingWith(503, '1a2b3c4d-k3j3'));
    const consoleFailure = await opsRequest({ method: 'GET', path: 'ops/x' }).catch((error: unknown) => error);
    expect(errorMessage(consoleFailure)).toBe('服务不可用（请求编号：1a2b3c4d-k3j3）');

    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    vi.stubGlobal('fetch', failingWith(500, '1a2b3c4d-k3j4'));
    expect(errorMessage(await get('web/x').catch((error: unknown) => error))).toBe('Server error (request ID: 1a2b3c4d-k3j4)');
  });

  it('shows no id where the answer has none (a proxy’s 502) or the request was refused, not failed', async () => {
    vi.stubGlobal('fetch', failingWith(502));
    expect(errorMessage(await get('web/x').catch((error: unknown) => error))).toBe('网络错误');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 3001, msg: '用户名或密码错误', data: null }), { status: 200, headers: { 'x-request-id': 'ignored-1' } })));
    expect(errorMessage(await postForm('auth/oauth/token', {}).catch((error: unknown) => error))).toBe('用户名或密码错误');
  });
});

describe('the language a call asks the server to word its answer in', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('is the page’s: zh-CN, then en-US after the switch, on the portal’s calls and the console’s', async () => {
    const fetchMock = respond(200, { code: 0, msg: 'ok', data: true });
    vi.stubGlobal('fetch', fetchMock);
    await get('web/a');
    await opsRequest({ method: 'GET', path: 'ops/a' });
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    await postJson('web/b', {});
    await opsRequest({ method: 'POST', path: 'ops/b', json: {} });
    expect([0, 1, 2, 3].map((call) => headersOf(fetchMock, call)['Accept-Language'])).toEqual(['zh-CN', 'zh-CN', 'en-US', 'en-US']);
  });

  it('shows what the server worded in English as it came', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    vi.stubGlobal('fetch', respond(200, { code: 4301, msg: '20GP: not enough space (3 left)', data: null }));
    await expect(postJson('web/b', {})).rejects.toMatchObject({ msg: '20GP: not enough space (3 left)', sentMsg: '20GP: not enough space (3 left)' });
  });
});

function headersOf(fetchMock: ReturnType<typeof vi.fn>, call: number): Record<string, string> {
  const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
  return calls[call]?.[1].headers as Record<string, string>;
}

/** Answers the queued responses in order. */
function respondInOrder(...answers: Array<[number, unknown]>) {
  let index = 0;
  return vi.fn(async () => {
    const [status, body] = answers[Math.min(index, answers.length - 1)] ?? [500, ''];
    index += 1;
    return new Response(JSON.stringify(body), { status });
  });
}

function stubSession(token: { current: string | null }, outcome: RecoveryOutcome, onRecover?: () => void) {
  const session = {
    accessToken: () => token.current,
    recover: vi.fn(async (_sent: string | null) => {
      onRecover?.();
      return outcome;
    }),
    upgradeRequired: vi.fn(),
  } satisfies TransportSession;
  bindTransportSession(session);
  return session;
}

describe('transport token rules (000 §7.1)', () => {
  it('sends bearer on web/ paths, the raw token elsewhere and nothing to the token endpoint', () => {
    expect(authorizationHeader('web/entUser/getUserInfo', 'abc')).toBe('bearer abc');
    expect(authorizationHeader('/web/entUser/getUserInfo', 'abc')).toBe('bearer abc');
    expect(authorizationHeader('auth/token/logout', 'abc')).toBe('abc');
    expect(authorizationHeader('/auth/oauth/token', 'abc')).toBeUndefined();
    expect(authorizationHeader('auth/keycloak/token/logon', 'abc')).toBeUndefined();
    expect(authorizationHeader('web/x', null)).toBeUndefined();
  });

  it('puts the session token on the call', async () => {
    const fetchMock = respond(200, { code: 0, msg: 'ok', data: true });
    vi.stubGlobal('fetch', fetchMock);
    stubSession({ current: 'tok-1' }, { kind: 'retry' });
    await get('web/entUser/getUserInfo');
    await del('auth/token/logout');
    await postForm('auth/oauth/token', { grant_type: 'refresh_token' });
    expect(headersOf(fetchMock, 0).Authorization).toBe('bearer tok-1');
    expect(headersOf(fetchMock, 1).Authorization).toBe('tok-1');
    expect(headersOf(fetchMock, 2).Authorization).toBeUndefined();
  });

  it('recovers a 401 and retries once with the new token', async () => {
    const token = { current: 'old' as string | null };
    const fetchMock = respondInOrder([401, { code: 401, msg: '未授权，请重新登录', data: null }], [200, { code: 0, msg: 'ok', data: 'info' }]);
    vi.stubGlobal('fetch', fetchMock);
    const session = stubSession(token, { kind: 'retry' }, () => (token.current = 'new'));
    await expect(get('web/entUser/getUserInfo')).resolves.toBe('info');
    expect(session.recover).toHaveBeenCalledWith('old');
    expect(headersOf(fetchMock, 1).Authorization).toBe('bearer new');
  });

  it('treats data 10040 on a non-zero code like a 401', async () => {
    const fetchMock = respondInOrder([200, { code: 10040, msg: '令牌为空，请重新登录', data: 10040 }], [200, { code: 0, msg: 'ok', data: 1 }]);
    vi.stubGlobal('fetch', fetchMock);
    const session = stubSession({ current: null }, { kind: 'retry' });
    await expect(get('web/x')).resolves.toBe(1);
    expect(session.recover).toHaveBeenCalledWith(null);
  });

  it('throws the 401 when the session expired, and the exhausted-poll message when polling ran out', async () => {
    vi.stubGlobal('fetch', respond(401, { code: 401, msg: '未授权，请重新登录', data: null }));
    stubSession({ current: 'old' }, { kind: 'expired' });
    await expect(get('web/x')).rejects.toMatchObject({ httpStatus: 401, msg: '未授权，请重新登录' });
    stubSession({ current: 'old' }, { kind: 'exhausted', attempts: 100 });
    await expect(get('web/x')).rejects.toMatchObject({ msg: '重试次数已超过100次' });
  });

  it('stops after two recoveries of one call', async () => {
    const fetchMock = respond(401, { code: 401, msg: '未授权，请重新登录', data: null });
    vi.stubGlobal('fetch', fetchMock);
    const session = stubSession({ current: 'old' }, { kind: 'retry' });
    await expect(get('web/x')).rejects.toMatchObject({ httpStatus: 401 });
    expect(session.recover).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not recover business refusals or token-endpoint failures, and logs out on 426', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 3001, msg: '用户名或密码错误', data: { logonFailedTime: 1, captchaRequired: false } }));
    const session = stubSession({ current: 'old' }, { kind: 'retry' });
    await expect(postForm('auth/oauth/token', { grant_type: 'password' })).rejects.toMatchObject({ code: 3001 });
    vi.stubGlobal('fetch', respond(401, { code: 3003, msg: '登录已过期，请重新登录', data: null }));
    await expect(postForm('auth/oauth/token', { grant_type: 'refresh_token' })).rejects.toMatchObject({ code: 3003 });
    expect(session.recover).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', respond(426, { code: 426, msg: '登录状态已失效，请重新登录', data: null }));
    await expect(get('web/x')).rejects.toMatchObject({ httpStatus: 426 });
    expect(session.upgradeRequired).toHaveBeenCalledOnce();
  });
});
