import { AppError, labelOf, ORDER_STATUSES, type BilingualText, type Language, type OrderStatus } from '@coastbook/domain';
import type { TOrderDocumentTryResponse } from '@coastbook/contracts';
import { asc, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { DbOrTx } from '../../../platform/db/client';
import type { Actor } from '../../auth';
import { carrier, cargoType } from '../../basedata';
import { findVisibleOrder, findVisibleOrders } from '../order-access';
import type { OrderRow } from '../order-state.service';
import { orderCharge, orderContainer, orderDoorAddress, orderParty } from '../order.tables';
import type { DocumentRenderer } from './document-renderer';
import { DOCUMENT_TITLES, documentFileName, type OrderDocumentInput, type OrderDocumentKind } from './order-document-pdf';

/**
 * Order document downloads (001 §7 "Tracking and documents"). Both documents exist once the carrier
 * has confirmed the booking: status A or a later in-life status (correcting, split/merge/return under
 * review, top-up/refund) and a bkgNo. The bill of lading is only a draft here ("提单样本"): the real one
 * is issued by the carrier's system after loading.
 */

/** Statuses of a confirmed booking: A and the after-sale statuses an A order moves through. */
export const DOCUMENT_STATUSES: readonly OrderStatus[] = ['A', 'AM', 'C', 'H', 'T', 'B'];

interface DocumentCaller {
  db: DbOrTx;
  actor: Pick<Actor, 'userId'>;
}

interface DocumentDownload extends DocumentCaller {
  kind: OrderDocumentKind;
  renderer: Pick<DocumentRenderer, 'render'>;
  orderLink: (orderId: string) => string;
  now?: Date;
}

export interface DownloadedDocument {
  fileName: string;
  contentType: 'application/pdf' | 'application/zip';
  content: Buffer;
}

/** The documents' names in an English sentence, as the web's English pages name them (DOCUMENT_TITLES' are the PDF's headings). */
const DOCUMENT_NAMES_EN: Record<OrderDocumentKind, string> = { bkg: 'booking confirmation', bl: 'draft bill of lading' };

/** Why the order's document cannot be downloaded now, or null when it can. */
export function documentRefusalOf(kind: OrderDocumentKind, order: Pick<OrderRow, 'status' | 'bkgNo' | 'orderNo'>): BilingualText | null {
  const status = order.status as OrderStatus;
  if (DOCUMENT_STATUSES.includes(status) && order.bkgNo) return null;
  const documentName = { zh: DOCUMENT_TITLES[kind].zh, en: DOCUMENT_NAMES_EN[kind] };
  const label = { zh: labelOf(ORDER_STATUSES, status), en: labelOf(ORDER_STATUSES, status, 'en') };
  if (status === 'X' || status === 'R') {
    return {
      zh: `订单${order.orderNo}${label.zh}，不能下载${documentName.zh}`,
      en: `Order ${order.orderNo} is "${label.en}"; its ${documentName.en} cannot be downloaded`,
    };
  }
  return {
    zh: `订单${order.orderNo}当前为“${label.zh}”，确认后才能下载${documentName.zh}`,
    en: `Order ${order.orderNo} is "${label.en}"; the ${documentName.en} can be downloaded once the order is confirmed`,
  };
}

/** bkg/try, bl/try: a refusal is an answer here; an order the caller may not see is still 404. */
export async function tryOrderDocument({
  db,
  actor,
  kind,
  orderId,
  language,
}: DocumentCaller & { kind: OrderDocumentKind; orderId: string; language: Language }): Promise<TOrderDocumentTryResponse> {
  const order = await findVisibleOrder({ db, actor, orderId });
  const reason = documentRefusalOf(kind, order);
  return { orderId: order.id, canDownload: reason === null, reason: reason === null ? null : reason[language], fileName: documentFileName(kind, order) };
}

/** bkg, bl: one PDF. */
export async function downloadOrderDocument({ db, actor, kind, orderId, renderer, orderLink, now = new Date() }: DocumentDownload & { orderId: string }): Promise<DownloadedDocument> {
  const order = await findVisibleOrder({ db, actor, orderId });
  assertDownloadable(kind, [order]);
  const [input] = await loadDocumentInputs(db, [order]);
  return { fileName: documentFileName(kind, order), contentType: 'application/pdf', content: await renderer.render({ kind, order: input!, qrText: orderLink(order.id), issuedAt: now }) };
}

/**
 * bkg/confirm, bl/confirm: one PDF for one order, a ZIP with one PDF per order for several (separate
 * files keep each order's document its own, as the carrier files them). All or nothing: an order the
 * caller may not see answers 404, one not confirmed a refusal naming it.
 */
export async function downloadOrderDocuments({
  db,
  actor,
  kind,
  orderIds,
  renderer,
  orderLink,
  now = new Date(),
}: DocumentDownload & { orderIds: readonly string[] }): Promise<DownloadedDocument> {
  const wanted = [...new Set(orderIds)];
  const orders = await findVisibleOrders({ db, actor, orderIds: wanted });
  if (orders.length !== wanted.length) throw new AppError('ORDER_NOT_FOUND', { field: 'orderIds' });
  assertDownloadable(kind, orders);
  const inputs = await loadDocumentInputs(db, orders);
  // All handed to the renderer at once: it queues them on its threads.
  const files = await Promise.all(
    orders.map(async (order, index) => ({
      fileName: documentFileName(kind, order),
      content: await renderer.render({ kind, order: inputs[index]!, qrText: orderLink(order.id), issuedAt: now }),
    })),
  );
  if (files.length === 1) return { ...files[0]!, contentType: 'application/pdf' };
  // PDFs are already compressed: store them as they are.
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.fileName, [new Uint8Array(file.content), { level: 0, mtime: now }]])));
  return { fileName: `${DOCUMENT_TITLES[kind].zh}_${files.length}份.zip`, contentType: 'application/zip', content: Buffer.from(zip) };
}

function assertDownloadable(kind: OrderDocumentKind, orders: readonly OrderRow[]): void {
  for (const order of orders) {
    const reason = documentRefusalOf(kind, order);
    if (reason) throw new AppError('DOCUMENT_NOT_AVAILABLE', { msg: reason, field: 'orderId' });
  }
}

/** The orders' rows as the documents show them, in the same order. */
async function loadDocumentInputs(db: DbOrTx, orders: readonly OrderRow[]): Promise<OrderDocumentInput[]> {
  const ids = orders.map((order) => order.id);
  const [containers, parties, doors, charges, carriers, cargoTypes] = await Promise.all([
    db.select().from(orderContainer).where(inArray(orderContainer.orderId, ids)).orderBy(asc(orderContainer.cntrType)),
    db.select().from(orderParty).where(inArray(orderParty.orderId, ids)),
    db.select().from(orderDoorAddress).where(inArray(orderDoorAddress.orderId, ids)).orderBy(asc(orderDoorAddress.ioFlag)),
    db.select().from(orderCharge).where(inArray(orderCharge.orderId, ids)).orderBy(asc(orderCharge.seq)),
    db.select().from(carrier).where(inArray(carrier.code, [...new Set(orders.map((order) => order.carrier))])),
    db.select({ code: cargoType.code, cnnme: cargoType.cnnme }).from(cargoType),
  ]);
  const of = <T extends { orderId: string }>(rows: T[], orderId: string) => rows.filter((row) => row.orderId === orderId);
  const carrierByCode = new Map(carriers.map((row) => [row.code, row]));
  const cargoTypeNames = new Map(cargoTypes.map((row) => [row.code, row.cnnme]));
  return orders.map((order) => {
    const carrierRow = carrierByCode.get(order.carrier);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      bkgNo: order.bkgNo,
      statusLabel: labelOf(ORDER_STATUSES, order.status),
      carrier: { code: order.carrier, cnnme: carrierRow?.cnnme ?? order.carrier, ennme: carrierRow?.ennme ?? order.carrier },
      route: {
        svcLoop: order.svcLoop,
        vesselName: order.vslCnnme,
        voyage: order.voyage,
        fpolCode: order.fpolCde,
        fpolName: order.fpolCnnme,
        lpodCode: order.lpodCde,
        lpodName: order.lpodCnnme,
        originName: order.origFacilityCde !== order.fpolCde ? order.origFacilityCnnme : null,
        destinationName: order.destFacilityCde !== order.lpodCde ? order.destFacilityCnnme : null,
        etd: order.etd,
        eta: order.eta,
      },
      shippingTerm: order.shippingTerm ?? 0,
      containers: of(containers, order.id).map((row) => ({ cntrType: row.cntrType, quantity: row.quantity })),
      parties: of(parties, order.id).map((row) => ({ partyType: row.partyType, name: row.name, contact: row.contact, phone: row.phone, address: row.address })),
      cargo: {
        description: order.cgoBriefDescCnnme ?? '',
        cargoType: order.cargoTypeCde ? (cargoTypeNames.get(order.cargoTypeCde) ?? order.cargoTypeCde) : null,
        weightKg: order.weightKg,
        packages: order.packages,
        packaging: order.packagingCnnme,
        isDangerous: order.isDangerous,
      },
      doorAddresses: of(doors, order.id).map((row) => ({
        io: row.ioFlag,
        address: `${row.regionText}${row.detailAddress}`,
        contact: row.contact,
        phone: row.phone,
        loadingTime: row.loadingTime,
      })),
      charges: of(charges, order.id).map((row) => ({ name: row.name, amountFen: row.amountFen })),
      totalFen: order.totalFen,
      remarks: order.remarks,
      confirmedAt: order.confirmedAt,
    };
  });
}
