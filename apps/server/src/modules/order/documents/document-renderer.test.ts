import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentRenderer, documentThreadCount } from './document-renderer';
import { sampleDocumentInput } from './order-document.test-support';
import { extractPdfText } from './pdf-text.test-support';
import { scanPdfQrCode } from './qr-scan.test-support';

const renderer = createDocumentRenderer({ threads: 2 });
afterAll(() => renderer.close());

describe('document renderer (worker threads)', () => {
  it('draws documents on its threads and hands each PDF back whole', async () => {
    const [confirmation, draft] = await Promise.all([
      renderer.render({ kind: 'bkg', order: sampleDocumentInput(), qrText: 'https://example.test/orderView?orderId=1', issuedAt: new Date('2026-11-22T06:00:00Z') }),
      renderer.render({ kind: 'bl', order: sampleDocumentInput({ bkgNo: 'PANSHA26110043' }), qrText: 'https://example.test/orderView?orderId=2', issuedAt: new Date() }),
    ]);
    expect(Buffer.isBuffer(confirmation)).toBe(true);
    expect(confirmation.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(confirmation.subarray(-6).toString('latin1')).toContain('%%EOF');
    // Dates survive the trip to the thread (issuedAt is printed in China time).
    expect(extractPdfText(confirmation)).toContain('2026-11-22 14:00');
    expect(extractPdfText(draft)).toContain('PANSHA26110043');
    expect(scanPdfQrCode(draft)).toBe('https://example.test/orderView?orderId=2');
  });

  it('passes a drawing failure on to the caller', async () => {
    await expect(renderer.render({ kind: 'bkg', order: null as never, qrText: 'x', issuedAt: new Date() })).rejects.toThrow();
  });

  it('leaves one core to the server: one thread on 2 cores, at most 4', () => {
    expect(documentThreadCount(1)).toBe(1);
    expect(documentThreadCount(2)).toBe(1);
    expect(documentThreadCount(4)).toBe(3);
    expect(documentThreadCount(16)).toBe(4);
  });
});
