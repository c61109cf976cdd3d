import zlib from 'node:zlib';
import jsQR from 'jsqr';

/**
 * Reads the QR code a document draws, the way a phone would: the largest group of filled rectangles on
 * a page (the code's dark modules, drawn in one fill) painted onto a bitmap with a white quiet zone and
 * decoded with jsQR. Null when no code is there or it does not decode.
 */
export function scanPdfQrCode(pdf: Buffer): string | null {
  const contents = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    try {
      return [zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
  const number = String.raw`-?[\d.]+`;
  const rectangle = new RegExp(`(${number}) (${number}) (${number}) (${number}) re`, 'g');
  const fills = contents.flatMap((content) => [...content.matchAll(new RegExp(`(?:${number} ${number} ${number} ${number} re\\s+)+f`, 'g'))].map((match) => match[0]));
  const largest = fills.sort((a, b) => b.length - a.length)[0];
  if (!largest) return null;
  const rects = [...largest.matchAll(rectangle)].map((match) => match.slice(1, 5).map(Number) as [number, number, number, number]);

  const cell = Math.min(...rects.map(([, , , height]) => height));
  const left = Math.min(...rects.map(([x]) => x));
  const top = Math.min(...rects.map(([, y]) => y));
  const modules = Math.round((Math.max(...rects.map(([x, , width]) => x + width)) - left) / cell);
  const pixelsPerModule = 4;
  const quietZone = 4;
  const side = (modules + quietZone * 2) * pixelsPerModule;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, width, height] of rects) {
    const column0 = Math.round((x - left) / cell) + quietZone;
    const row0 = Math.round((y - top) / cell) + quietZone;
    for (let row = row0; row < row0 + Math.round(height / cell); row += 1) {
      for (let column = column0; column < column0 + Math.round(width / cell); column += 1) {
        for (let dy = 0; dy < pixelsPerModule; dy += 1) {
          const start = ((row * pixelsPerModule + dy) * side + column * pixelsPerModule) * 4;
          for (let offset = 0; offset < pixelsPerModule * 4; offset += 4) pixels.fill(0, start + offset, start + offset + 3);
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
