import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOutcomeUnknown } from '../../lib/money-action';
import { clearOpsToken, setOpsToken } from '../session/ops-token';
import { opsPost } from './ops-transport';

/** The console's decisions carry the Idempotency-Key the page keeps (lib/money-action.ts) beside the operator token. */
function answering(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  clearOpsToken('logout');
  vi.unstubAllGlobals();
});

describe('opsPost', () => {
  it('sends the Idempotency-Key it is given with the operator token, and none when not given', async () => {
    // The tab's sessionStorage, where the console keeps its token (these tests run without a DOM).
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: { getItem: (name: string) => stored.get(name) ?? null, setItem: (name: string, value: string) => stored.set(name, value), removeItem: (name: string) => stored.delete(name) },
    });
    setOpsToken('ops-token-1');
    const fetchMock = answering(200, { code: 0, msg: 'success', data: { status: 'R' } });
    vi.stubGlobal('fetch', fetchMock);

    await expect(opsPost('ops/orders/o-1/reject', { reason: '舱位已满' }, { idempotencyKey: 'key-12345678' })).resolves.toEqual({ status: 'R' });
    await opsPost('ops/auth/logout');

    const [keyed, plain] = fetchMock.mock.calls.map(([, init]) => init.headers as Record<string, string>);
    expect(keyed).toMatchObject({ 'Idempotency-Key': 'key-12345678', Authorization: 'bearer ops-token-1' });
    expect(plain).not.toHaveProperty('Idempotency-Key');
    expect(fetchMock.mock.calls[0]![1].body).toBe(JSON.stringify({ reason: '舱位已满' }));
  });

  it('reports a 503 as an unknown outcome (the page keeps the key) and a refusal as a known one', async () => {
    vi.stubGlobal('fetch', answering(503, { code: 503, msg: '服务不可用，请稍后再试', data: null }));
    expect(isOutcomeUnknown(await opsPost('ops/finance/withdrawals/w-1/approve', {}, { idempotencyKey: 'key-12345678' }).catch((error: unknown) => error))).toBe(true);
    vi.stubGlobal('fetch', answering(200, { code: 9352, msg: '该记录已处理，请刷新后重试', data: null }));
    const refused = await opsPost('ops/finance/withdrawals/w-1/approve', {}, { idempotencyKey: 'key-12345678' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 9352, msg: '该记录已处理，请刷新后重试' });
    expect(isOutcomeUnknown(refused)).toBe(false);
  });
});
