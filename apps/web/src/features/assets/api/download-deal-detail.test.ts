import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, isErrorContentType } from './download-deal-detail';

describe('deal-detail download helpers', () => {
  it('reads the file name from Content-Disposition, UTF-8 form first', () => {
    expect(fileNameFromDisposition(`attachment; filename="deal.xlsx"; filename*=UTF-8''${encodeURIComponent('资金明细.xlsx')}`, 'x.xlsx')).toBe('资金明细.xlsx');
    expect(fileNameFromDisposition('attachment; filename="deal-2026.xlsx"', 'x.xlsx')).toBe('deal-2026.xlsx');
    expect(fileNameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition('attachment', 'x.xlsx')).toBe('x.xlsx');
  });

  it('treats JSON and HTML answers as failures, the spreadsheet as the file', () => {
    expect(isErrorContentType('application/json; charset=utf-8')).toBe(true);
    expect(isErrorContentType('text/html')).toBe(true);
    expect(isErrorContentType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
  });
});
