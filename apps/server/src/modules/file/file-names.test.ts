import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, extensionOf } from './file-names';

describe('file names', () => {
  it('keeps the last path part without control characters', () => {
    expect(cleanFileName('C:\\fakepath\\营业执照.PDF')).toBe('营业执照.PDF');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('Scan.JPEG')).toBe('.jpeg');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });

  it('sends Chinese names as UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('营业执照 (1).pdf')).toBe(
      `attachment; filename="____ (1).pdf"; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%20%281%29.pdf`,
    );
    expect(contentDisposition('a"b.pdf', 'inline')).toBe(`inline; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`);
  });
});
