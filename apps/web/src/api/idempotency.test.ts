import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, idempotent, newIdempotencyKey } from './idempotency';
import { bindTransportSession, postJson, type TransportSession } from './transport';

afterEach(() => {
  bindTransportSession(undefined);
  vi.unstubAllGlobals();
});

function headersOf(call: unknown[]): Record<string, string> {
  return (call[1] as RequestInit).headers as Record<string, string>;
}

describe('idempotency keys', () => {
  it('makes a different UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is sent as the Idempotency-Key header beside the token and content type', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    bindTransportSession({ accessToken: () => 'T1', recover: vi.fn(), upgradeRequired: vi.fn() });
    await postJson('web/domestic/order/payment/orderPayReq', { orderId: 'o1' }, idempotent('key-1'));
    expect(headersOf(fetch.mock.calls[0]!)).toMatchObject({
      [IDEMPOTENCY_HEADER]: 'key-1',
      Authorization: 'bearer T1',
      'Content-Type': 'application/json',
    });
  });

  it('keeps the same key when the call is retried after a token recovery (one action, one key)', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      return calls === 1
        ? new Response(JSON.stringify({ code: 401, msg: '未登录', data: null }), { status: 401 })
        : new Response(JSON.stringify({ code: 0, msg: 'ok', data: 'paid' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    let token = 'OLD';
    const session: TransportSession = {
      accessToken: () => token,
      recover: vi.fn(async () => {
        token = 'NEW';
        return { kind: 'retry' as const };
      }),
      upgradeRequired: vi.fn(),
    };
    bindTransportSession(session);
    await expect(postJson('web/domestic/order/payment/orderPayReq', {}, idempotent('key-2'))).resolves.toBe('paid');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersOf(fetch.mock.calls[0]!)[IDEMPOTENCY_HEADER]).toBe('key-2');
    expect(headersOf(fetch.mock.calls[1]!)).toMatchObject({ [IDEMPOTENCY_HEADER]: 'key-2', Authorization: 'bearer NEW' });
  });

  it('sends no such header on ordinary calls', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await postJson('web/x', {});
    expect(headersOf(fetch.mock.calls[0]!)[IDEMPOTENCY_HEADER]).toBeUndefined();
  });
});
