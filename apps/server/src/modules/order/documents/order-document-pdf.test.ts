import { describe, expect, it } from 'vitest';
import { DOCUMENT_FONT_NAME, documentFileName, formatChinaTime, renderOrderDocument } from './order-document-pdf';
import { sampleDocumentInput } from './order-document.test-support';
import { extractPdfText } from './pdf-text.test-support';
import { scanPdfQrCode } from './qr-scan.test-support';

const issuedAt = new Date('2026-11-22T06:00:00.000Z');

describe('order documents (PDF)', () => {
  it('draws the booking confirmation in Chinese with the embedded Noto Sans SC subset', async () => {
    const pdf = await renderOrderDocument({ kind: 'bkg', order: sampleDocumentInput(), qrText: 'https://example.test/orderView?orderId=1', issuedAt });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    // A subset font: /BaseFont /ABCDEF+NotoSansSC-Regular with its font file embedded.
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${DOCUMENT_FONT_NAME}`));
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('PANSHA26110042');
    expect(pdf.length).toBeLessThan(200_000);

    const text = extractPdfText(pdf);
    for (const expected of [
      '泛海航运',
      '订舱确认书',
      'PANSHA26110042',
      'OC261122000123',
      '上海 (CNSHA)',
      '海口 (CNHAK)',
      '泛海明珠 / 2611E',
      '2026-11-28 10:00',
      '门到门',
      '20GP×2，40HQ×1',
      '上海华信国际物流有限公司',
      '海南椰风贸易有限公司',
      '日用百货（塑料制品）',
      '上海市浦东新区张江路100号2号仓库',
      '¥14,500.00',
      '-¥500.00',
      '2026-11-22 14:00',
    ]) {
      expect(text).toContain(expected);
    }
    // The QR code is drawn as vectors (no image) and scans to the order's page.
    expect(raw).not.toMatch(/\/Subtype \/Image/);
    expect(scanPdfQrCode(pdf)).toBe('https://example.test/orderView?orderId=1');
  });

  it('draws the bill of lading as a draft without charges', async () => {
    const pdf = await renderOrderDocument({ kind: 'bl', order: sampleDocumentInput(), qrText: 'x', issuedAt });
    const text = extractPdfText(pdf);
    expect(text).toContain('提单样本');
    expect(text).toContain('提单样本 DRAFT');
    expect(text).toContain('不作为物权凭证');
    expect(text).not.toContain('费用明细');
    expect(text).not.toContain('¥14,500.00');
  });

  it('flows long content onto further pages with a page footer on each', async () => {
    const parties = Array.from({ length: 40 }, (_, index) => ({ partyType: 'N', name: `通知人${index + 1}有限公司`, contact: '赵六', phone: '13600000000', address: '广东省汕头市龙湖区' }));
    const pdf = await renderOrderDocument({ kind: 'bkg', order: sampleDocumentInput({ parties }), qrText: 'x', issuedAt });
    const text = extractPdfText(pdf);
    expect(text).toContain('通知人40有限公司');
    expect(text).toContain('第 1 / 2 页');
    expect(text).toContain('第 2 / 2 页');
  });

  it('names files by bkgNo (orderNo before confirmation) and shows China time', () => {
    expect(documentFileName('bkg', { orderNo: 'OC1', bkgNo: 'BKG9' })).toBe('订舱确认书_BKG9.pdf');
    expect(documentFileName('bl', { orderNo: 'OC1', bkgNo: null })).toBe('提单样本_OC1.pdf');
    expect(formatChinaTime('2026-11-21T16:30:00.000Z')).toBe('2026-11-22 00:30');
    expect(formatChinaTime(null)).toBe('—');
  });
});
