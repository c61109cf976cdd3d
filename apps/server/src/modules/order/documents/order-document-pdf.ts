import fs from 'node:fs';
import { createRequire } from 'node:module';
import { containerCountLabels, formatMoney, labelOf, SHIPPING_TERMS, teuOf } from '@coastbook/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The order documents (001 §7 "Tracking and documents"): the booking confirmation (bkg) and the draft
 * bill of lading (bl, "提单样本"), drawn as A4 PDFs in Chinese. The CJK font is Noto Sans SC from the
 * @expo-google-fonts/noto-sans-sc package; pdfkit embeds only the glyphs used (a subset), so a page
 * weighs tens of kilobytes, not the font's 10 MB.
 */

export type OrderDocumentKind = 'bkg' | 'bl';

/** Everything a document shows, already read and labelled by the caller (plain data, no database). */
export interface OrderDocumentInput {
  orderId: string;
  orderNo: string;
  bkgNo: string | null;
  /** Chinese status label, e.g. 已确认. */
  statusLabel: string;
  carrier: { code: string; cnnme: string; ennme: string };
  route: {
    svcLoop: string | null;
    vesselName: string | null;
    voyage: string | null;
    fpolCode: string;
    fpolName: string;
    lpodCode: string;
    lpodName: string;
    /** Door/rail origin and destination when they differ from the ports. */
    originName?: string | null;
    destinationName?: string | null;
    etd: Date | string | null;
    eta: Date | string | null;
  };
  shippingTerm: number;
  containers: readonly { cntrType: string; quantity: number }[];
  /** S shipper, C consignee, N notify party, B booking agent. */
  parties: readonly { partyType: string; name: string; contact?: string | null; phone?: string | null; address?: string | null }[];
  cargo: {
    description: string;
    cargoType?: string | null;
    weightKg?: number | null;
    packages?: number | null;
    packaging?: string | null;
    isDangerous: boolean;
  };
  /** L loading door (export), D delivery door (import). */
  doorAddresses: readonly { io: string; address: string; contact?: string | null; phone?: string | null; loadingTime?: Date | string | null }[];
  charges: readonly { name: string; amountFen: number }[];
  totalFen: number;
  remarks?: string | null;
  confirmedAt?: Date | string | null;
}

export interface RenderOrderDocumentOptions {
  kind: OrderDocumentKind;
  order: OrderDocumentInput;
  /** What the QR code opens (the order's page). */
  qrText: string;
  issuedAt: Date;
}

export const DOCUMENT_TITLES: Record<OrderDocumentKind, { zh: string; en: string }> = {
  bkg: { zh: '订舱确认书', en: 'BOOKING CONFIRMATION' },
  bl: { zh: '提单样本', en: 'BILL OF LADING (DRAFT)' },
};

/** PostScript name of the embedded font; tests look for it in the PDF. */
export const DOCUMENT_FONT_NAME = 'NotoSansSC-Regular';

const PARTY_LABELS: Record<string, string> = { S: '发货人 Shipper', C: '收货人 Consignee', N: '通知人 Notify party', B: '订舱代理 Booking agent' };
const PARTY_ORDER = ['S', 'C', 'N', 'B'];
const DOOR_LABELS: Record<string, string> = { L: '装货门点 Loading door', D: '卸货门点 Delivery door' };

const PAGE_MARGIN = 40;
const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#c7ced8';
const BAND = '#eef3f9';
const ACCENT = '#0b4f8a';

let fontBytes: Buffer | undefined;

/** The TTF, read once per process (10 MB; pdfkit subsets it per document). */
function cjkFont(): Buffer {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  }
  return fontBytes;
}

/** China time (UTC+8) without a time-zone database: 2026-11-22 14:05. */
export function formatChinaTime(value: Date | string | null | undefined, withTime = true): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const shifted = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return withTime ? `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}` : shifted.slice(0, 10);
}

/** The download's file name: 订舱确认书_BKG123.pdf (bkgNo when there is one, else the orderNo). */
export function documentFileName(kind: OrderDocumentKind, order: Pick<OrderDocumentInput, 'orderNo' | 'bkgNo'>): string {
  return `${DOCUMENT_TITLES[kind].zh}_${order.bkgNo ?? order.orderNo}.pdf`;
}

export async function renderOrderDocument({ kind, order, qrText, issuedAt }: RenderOrderDocumentOptions): Promise<Buffer> {
  const title = DOCUMENT_TITLES[kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: `${title.zh} ${order.bkgNo ?? order.orderNo}`,
      Subject: title.en,
      Author: order.carrier.ennme,
      Creator: 'CoastBook',
      // ASCII numbers stay readable in the file (a check for tests and for people grepping archives).
      Keywords: [order.orderNo, order.bkgNo].filter(Boolean).join(' '),
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('cjk', cjkFont());
  doc.font('cjk').fillColor(INK);
  const page = new PageWriter(doc);

  // ---- header: carrier, title, QR ----
  const top = PAGE_MARGIN;
  const qrSize = 84;
  drawQrCode(doc, qrText, page.right - qrSize, top, qrSize);
  doc.fontSize(8).fillColor(MUTED).text('扫码查看订单', page.right - qrSize, top + qrSize + 2, { width: qrSize, align: 'center' });
  doc.fontSize(16).fillColor(ACCENT).text(order.carrier.cnnme, page.left, top, { width: page.width - qrSize - 12 });
  doc.fontSize(9).fillColor(MUTED).text(`${order.carrier.ennme} (${order.carrier.code})`, { width: page.width - qrSize - 12 });
  doc.moveDown(0.5);
  doc.fontSize(20).fillColor(INK).text(title.zh, { width: page.width - qrSize - 12 });
  doc.fontSize(10).fillColor(MUTED).text(title.en, { width: page.width - qrSize - 12 });
  page.y = Math.max(doc.y + 4, top + qrSize + 16);
  page.rule(ACCENT, 1.5);

  page.fields([
    ['订舱号 Booking No.', order.bkgNo ?? '（待确认）'],
    ['订单号 Order No.', order.orderNo],
    ['订单状态 Status', order.statusLabel],
    ['签发时间 Issued', formatChinaTime(issuedAt)],
  ]);

  page.section('航线信息 Route');
  page.fields([
    ['起运港 Port of loading', `${order.route.fpolName} (${order.route.fpolCode})`],
    ['目的港 Port of discharge', `${order.route.lpodName} (${order.route.lpodCode})`],
    ['船名/航次 Vessel/Voyage', [order.route.vesselName, order.route.voyage].filter(Boolean).join(' / ') || '—'],
    ['航线 Service', order.route.svcLoop ?? '—'],
    ['预计开航 ETD', formatChinaTime(order.route.etd)],
    ['预计到港 ETA', formatChinaTime(order.route.eta)],
    ['运输条款 Shipping term', labelOf(SHIPPING_TERMS, order.shippingTerm)],
    ...(order.route.originName || order.route.destinationName
      ? ([['起运地/目的地 Origin/Destination', `${order.route.originName ?? order.route.fpolName} → ${order.route.destinationName ?? order.route.lpodName}`]] as [string, string][])
      : []),
  ]);

  page.section('箱货信息 Containers and cargo');
  page.fields([
    ['箱型箱量 Containers', containerCountLabels(order.containers).join('，') || '—'],
    ['合计 TEU', String(order.containers.reduce((sum, container) => sum + teuOf(container.cntrType) * container.quantity, 0))],
    ['品名 Description', order.cargo.description || '—'],
    ['货类 Cargo type', order.cargo.cargoType ?? '—'],
    ['毛重 Gross weight', order.cargo.weightKg == null ? '—' : `${order.cargo.weightKg.toLocaleString('en-US')} KG`],
    ['件数/包装 Packages', order.cargo.packages == null ? '—' : `${order.cargo.packages} ${order.cargo.packaging ?? ''}`.trim()],
    ['危险品 Dangerous goods', order.cargo.isDangerous ? '是 Yes' : '否 No'],
  ]);

  const parties = [...order.parties].sort((a, b) => PARTY_ORDER.indexOf(a.partyType) - PARTY_ORDER.indexOf(b.partyType));
  if (parties.length > 0) {
    page.section('相关方 Parties');
    page.table(
      [
        { header: '类型', width: 0.22 },
        { header: '名称', width: 0.3 },
        { header: '联系人/电话', width: 0.2 },
        { header: '地址', width: 0.28 },
      ],
      parties.map((party) => [
        PARTY_LABELS[party.partyType] ?? party.partyType,
        party.name,
        [party.contact, party.phone].filter(Boolean).join(' ') || '—',
        party.address || '—',
      ]),
    );
  }

  if (order.doorAddresses.length > 0) {
    page.section('门点地址 Door addresses');
    page.table(
      [
        { header: '类型', width: 0.22 },
        { header: '地址', width: 0.4 },
        { header: '联系人/电话', width: 0.2 },
        { header: '装卸时间', width: 0.18 },
      ],
      order.doorAddresses.map((door) => [
        DOOR_LABELS[door.io] ?? door.io,
        door.address,
        [door.contact, door.phone].filter(Boolean).join(' ') || '—',
        formatChinaTime(door.loadingTime),
      ]),
    );
  }

  if (kind === 'bkg') {
    page.section('费用明细 Charges');
    page.table(
      [
        { header: '费用项目 Item', width: 0.6 },
        { header: '金额 Amount (CNY)', width: 0.4, align: 'right' },
      ],
      [...order.charges.map((charge) => [charge.name, formatMoney(charge.amountFen)]), ['合计 Total', formatMoney(order.totalFen)]],
      { boldLastRow: true },
    );
  }

  if (order.remarks) {
    page.section('备注 Remarks');
    page.paragraph(order.remarks);
  }

  page.section(kind === 'bkg' ? '说明 Notes' : '声明 Statement');
  page.paragraph(
    kind === 'bkg'
      ? '本确认书依据订单信息自动生成，订舱号为承运人确认的舱位凭证。请按船期安排装箱进港，实际开航以承运人通知为准。'
      : '本文件为提单样本，仅供核对提单内容，不作为物权凭证，不可流转或用于提货。正式提单以承运人签发为准；如需修改请于开航前提交更正申请。',
  );

  // Footer and the draft watermark on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    if (kind === 'bl') drawDraftWatermark(doc);
    // Writing below the bottom margin would make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${order.carrier.cnnme} · ${title.zh} · ${order.bkgNo ?? order.orderNo} · 第 ${index - range.start + 1} / ${range.count} 页`,
        PAGE_MARGIN,
        doc.page.height - PAGE_MARGIN + 10,
        { width: doc.page.width - PAGE_MARGIN * 2, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return finished;
}

/**
 * The QR code as filled squares, one rectangle per run of dark modules in a row and one fill for all:
 * sharp at any zoom or print size, and no PNG to encode and then decode again into the PDF.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // One light module around the code; the page's white space beyond it completes the quiet zone.
  const border = 1;
  const cell = size / (modules.size + border * 2);
  // The colour is set before the path: PDF allows only path operators between a path's start and its fill.
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const runStart = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (border + runStart) * cell, y + (border + row) * cell, (column - runStart) * cell, cell);
    }
  }
  doc.fill();
  doc.restore();
}

function drawDraftWatermark(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .fontSize(64)
    .fillColor('#c0392b')
    .fillOpacity(0.1)
    .text('提单样本 DRAFT', 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}

interface Column {
  header: string;
  /** Share of the page width. */
  width: number;
  align?: 'left' | 'right';
}

/** A top-to-bottom writer: sections, label/value grids and tables that move to a new page when full. */
class PageWriter {
  y: number;
  readonly left = PAGE_MARGIN;
  readonly right: number;
  readonly width: number;
  private readonly bottom: number;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.y = doc.y;
    this.right = doc.page.width - PAGE_MARGIN;
    this.width = this.right - this.left;
    this.bottom = doc.page.height - PAGE_MARGIN - 12;
  }

  private ensure(height: number): void {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = PAGE_MARGIN;
    }
  }

  rule(color = LINE, lineWidth = 0.6): void {
    this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(lineWidth).strokeColor(color).stroke();
    this.y += 6;
  }

  section(title: string): void {
    this.ensure(40);
    this.y += 5;
    this.doc.rect(this.left, this.y + 1, 3, 12).fill(ACCENT);
    this.doc.fontSize(10.5).fillColor(ACCENT).text(title, this.left + 8, this.y, { width: this.width - 8 });
    this.y += 17;
  }

  /** Label/value pairs in two columns. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const columnWidth = this.width / 2;
    const labelWidth = 118;
    for (let index = 0; index < pairs.length; index += 2) {
      const row = pairs.slice(index, index + 2);
      const heights = row.map(([, value]) => this.doc.fontSize(9.5).heightOfString(value, { width: columnWidth - labelWidth - 8 }));
      const height = Math.max(13, ...heights) + 3;
      this.ensure(height);
      row.forEach(([label, value], column) => {
        const x = this.left + column * columnWidth;
        this.doc.fontSize(8.5).fillColor(MUTED).text(label, x, this.y + 1, { width: labelWidth - 4 });
        this.doc.fontSize(9.5).fillColor(INK).text(value, x + labelWidth, this.y, { width: columnWidth - labelWidth - 8 });
      });
      this.y += height;
    }
    this.y += 2;
  }

  table(columns: readonly Column[], rows: readonly (readonly string[])[], options: { boldLastRow?: boolean } = {}): void {
    const padding = 3;
    const widths = columns.map((column) => column.width * this.width);
    const drawRow = (cells: readonly string[], kind: 'header' | 'body' | 'total') => {
      const fontSize = kind === 'header' ? 8.5 : 9;
      const heights = cells.map((cell, index) => this.doc.fontSize(fontSize).heightOfString(cell, { width: widths[index]! - padding * 2 }));
      const height = Math.max(...heights) + padding * 2;
      this.ensure(height);
      if (kind !== 'body') this.doc.rect(this.left, this.y, this.width, height).fill(BAND);
      let x = this.left;
      cells.forEach((cell, index) => {
        this.doc
          .fontSize(fontSize)
          .fillColor(kind === 'header' ? MUTED : INK)
          .text(cell, x + padding, this.y + padding, { width: widths[index]! - padding * 2, align: columns[index]?.align ?? 'left' });
        x += widths[index]!;
      });
      this.y += height;
      this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.5).strokeColor(LINE).stroke();
    };
    drawRow(
      columns.map((column) => column.header),
      'header',
    );
    if (rows.length === 0) drawRow(['—', ...columns.slice(1).map(() => '')], 'body');
    rows.forEach((row, index) => drawRow(row, options.boldLastRow && index === rows.length - 1 ? 'total' : 'body'));
    this.y += 4;
  }

  paragraph(text: string): void {
    const height = this.doc.fontSize(9).heightOfString(text, { width: this.width });
    this.ensure(height + 4);
    this.doc.fontSize(9).fillColor(INK).text(text, this.left, this.y, { width: this.width, lineGap: 2 });
    this.y = this.doc.y + 4;
  }
}
