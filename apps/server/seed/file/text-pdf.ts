/**
 * A small, valid one-page A4 PDF with a title and lines of Chinese text, written out by hand so the seed
 * needs no PDF library. Chinese is set in STSong-Light, one of the CJK fonts every PDF reader provides
 * (Adobe-GB1 collection, UniGB-UCS2-H encoding), so no font is embedded and the file stays a few KB.
 * Latin letters and digits (CIDs 1-95) carry STSong-Light's proportional widths (/W); without them each
 * took a full em and codes like 91320594MA1MX4D19J came out spaced apart.
 */
/** Advance widths (thousandths of an em) of STSong-Light's proportional Latin glyphs, CIDs 1-95 (space to ~). */
const STSONG_LATIN_WIDTHS = [
  '207 270 342 467 462 797 710 239 374 374 423 605 238 375 238 334 462 462 462 462 462 462 462 462',
  '462 462 238 238 605 605 605 344 748 684 560 695 739 563 511 729 793 318 312 666 526 896 758 772',
  '544 772 628 465 607 753 711 972 647 620 607 374 333 374 606 500 239 417 503 427 529 415 264 444',
  '518 241 230 495 228 793 527 524 524 504 338 336 277 517 450 652 466 452 407 370 258 370 605',
].join(' ');

function utf16Hex(text: string): string {
  return Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
}

export function buildTextPdf(options: { title: string; lines: readonly string[] }): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `<${utf16Hex(options.title)}> Tj`,
    '/F1 11 Tf',
    '0 -36 Td',
    ...options.lines.flatMap((line) => [`<${utf16Hex(line)}> Tj`, '0 -20 Td']),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 [${STSONG_LATIN_WIDTHS}]] >>`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];

  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
