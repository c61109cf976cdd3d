import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NO_RESPONSE_CODE, buildUrl, get, postForm, postJson } from './transport';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => {
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
