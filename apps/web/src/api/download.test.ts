import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

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
