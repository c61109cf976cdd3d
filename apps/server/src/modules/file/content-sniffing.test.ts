import { describe, expect, it } from 'vitest';
import { sniffContentType } from './content-sniffing';

const bytes = (...values: number[]) => Buffer.from(values);

describe('sniffContentType', () => {
  it('accepts each extension with its own magic number', () => {
    expect(sniffContentType('.jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContentType('.JFIF', bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffContentType('.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType('.pdf', Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType('.xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toMatch(/spreadsheetml/);
    expect(sniffContentType('.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('application/vnd.ms-excel');
  });

  it('refuses content of another format behind the extension', () => {
    expect(sniffContentType('.png', Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(sniffContentType('.jpg', Buffer.from('MZ\x90\x00'))).toBeUndefined(); // a Windows executable
    expect(sniffContentType('.xlsx', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBeUndefined();
    expect(sniffContentType('.pdf', Buffer.from('%PD'))).toBeUndefined(); // too short to tell
    expect(sniffContentType('.exe', Buffer.from('MZ'))).toBeUndefined();
  });
});
