import zlib from 'node:zlib';

/**
 * The text of a PDF drawn by pdfkit, read back the way a viewer does: glyph ids in the pages' TJ
 * operators mapped to characters through the fonts' ToUnicode CMaps. Enough for tests to see that the
 * Chinese is really there (and copyable), without a PDF library.
 */
export function extractPdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      return match[1] ?? '';
    }
  });
  const toUnicode = new Map<number, string>();
  const decodeHex = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const stream of streams.filter((content) => content.includes('begincmap'))) {
    for (const [, start, , list] of stream.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      [...(list ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, hex], index) => toUnicode.set(parseInt(start!, 16) + index, decodeHex(hex!)));
    }
    for (const [, code, hex] of stream.matchAll(/^<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>$/gm)) toUnicode.set(parseInt(code!, 16), decodeHex(hex!));
  }
  const lines: string[] = [];
  for (const stream of streams.filter((content) => content.includes(' TJ'))) {
    for (const [, operands] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const glyphs = [...(operands ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].flatMap(([, hex]) => hex!.match(/.{4}/g) ?? []);
      lines.push(glyphs.map((glyph) => toUnicode.get(parseInt(glyph, 16)) ?? '').join(''));
    }
  }
  return lines.join('\n');
}
