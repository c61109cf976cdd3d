import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, fileNameFromDisposition } from './download';
import { errorMessage } from './transport';

describe('the saved file name', () => {
  it('prefers the RFC 5987 UTF-8 name, then the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="orders.xlsx"; filename*=UTF-8''%E8%AE%A2%E5%8D%95%E5%88%97%E8%A1%A8.xlsx`)).toBe('订单列表.xlsx');
    expect(fileNameFromDisposition('attachment; filename="orders.xlsx"')).toBe('orders.xlsx');
    expect(fileNameFromDisposition('attachment; filename=bkg.pdf')).toBe('bkg.pdf');
  });

  it('has none without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});

describe('a failed download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a refusal’s words, and names the request of a server failure', async () => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
    vi.stubGlobal('fetch', answer(200, { code: 1, msg: '没有可导出的订单', data: null }));
    const refused = await fetchFile({ path: 'web/x', fallbackName: 'x.xlsx' }).catch((error: unknown) => error);
    expect(errorMessage(refused)).toBe('没有可导出的订单');
    vi.stubGlobal('fetch', answer(503, { code: 503, msg: '服务不可用', data: null }, { 'x-request-id': '1a2b3c4d-7' }));
    const failed = await fetchFile({ path: 'web/x', fallbackName: 'x.xlsx' }).catch((error: unknown) => error);
    expect(errorMessage(failed)).toBe('服务不可用（请求编号：1a2b3c4d-7）');
  });
});
