import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userAccount } from '../auth';
import { enterprise } from '../enterprise';
import { productSailing } from '../product';
import { writtenAt } from '../../platform/db/columns';

/**
 * Orders (issue 6, 001 §2 "Orders", §3, §4). One order books containers on one bookable offer
 * (product_sailing = the API's productId). Its status follows ORDER_TRANSITIONS (packages/domain);
 * every change goes through transitionOrder, which writes an order_event in the same transaction.
 * The DCSA booking status is never stored: toDcsaBookingStatus computes it.
 * Money is integer fen; times are timestamptz.
 */

/** Numbers of orderNo (`OC` + China date yyMMdd + 6 digits of this sequence). */
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 1, increment: 1 });

const ORDER_STATUS_LIST = sql.raw(`'P','S','W','WM','WB','A','AM','C','H','T','B','X','R'`);

export const orderMast = pgTable(
  'order_mast',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull(),
    status: text('status').notNull().default('P'),
    /** The creator. */
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccount.id),
    /** The creator's enterprise (certified enterprise or person record); visibility reads it. */
    enterpriseId: uuid('enterprise_id').references(() => enterprise.id),
    /** product_sailing.id (the API's productId). */
    productId: uuid('product_id')
      .notNull()
      .references(() => productSailing.id),
    // Route snapshot at creation (the offer may change later; the order keeps what was booked).
    carrier: text('carrier').notNull(),
    svcLoop: text('svc_loop').notNull(),
    vslCde: text('vsl_cde').notNull(),
    vslCnnme: text('vsl_cnnme').notNull(),
    voyage: text('voyage').notNull(),
    origFacilityCde: text('orig_facility_cde').notNull(),
    origFacilityCnnme: text('orig_facility_cnnme').notNull(),
    fpolCde: text('fpol_cde').notNull(),
    fpolCnnme: text('fpol_cnnme').notNull(),
    lpodCde: text('lpod_cde').notNull(),
    lpodCnnme: text('lpod_cnnme').notNull(),
    destFacilityCde: text('dest_facility_cde').notNull(),
    destFacilityCnnme: text('dest_facility_cnnme').notNull(),
    etd: timestamp('etd', { withTimezone: true }).notNull(),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
    productType: smallint('product_type').notNull().default(0),
    committedVolume: integer('committed_volume'),
    maxOrderQuantity: integer('max_order_quantity'),
    isAutoConfirm: boolean('is_auto_confirm').notNull().default(false),
    // Booking form.
    shippingTerm: smallint('shipping_term'),
    cgoBriefDescCde: text('cgo_brief_desc_cde'),
    cgoBriefDescCnnme: text('cgo_brief_desc_cnnme'),
    cargoTypeCde: text('cargo_type_cde'),
    weightKg: doublePrecision('weight_kg'),
    packages: integer('packages'),
    packagingCnnme: text('packaging_cnnme'),
    isDangerous: boolean('is_dangerous').notNull().default(false),
    insuranceCode: text('insurance_code'),
    insuredAmountFen: bigint('insured_amount_fen', { mode: 'number' }),
    remarks: text('remarks'),
    bkgNo: text('bkg_no'),
    payWay: smallint('pay_way'),
    // Amounts (server-computed at submission).
    freightFen: bigint('freight_fen', { mode: 'number' }).notNull().default(0),
    promotionFen: bigint('promotion_fen', { mode: 'number' }).notNull().default(0),
    extraChargeFen: bigint('extra_charge_fen', { mode: 'number' }).notNull().default(0),
    docFeeFen: bigint('doc_fee_fen', { mode: 'number' }).notNull().default(0),
    doorFeeFen: bigint('door_fee_fen', { mode: 'number' }).notNull().default(0),
    insuranceFeeFen: bigint('insurance_fee_fen', { mode: 'number' }).notNull().default(0),
    couponFen: bigint('coupon_fen', { mode: 'number' }).notNull().default(0),
    pointFen: bigint('point_fen', { mode: 'number' }).notNull().default(0),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull().default(0),
    /** What the customer has paid and not been refunded. */
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    /** True while the order holds its containers in sailing_inventory (set at submit, cleared on release). */
    inventoryReserved: boolean('inventory_reserved').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_mast_order_no').on(table.orderNo),
    uniqueIndex('order_mast_bkg_no').on(table.bkgNo),
    index('order_mast_enterprise_created').on(table.enterpriseId, table.createdAt),
    index('order_mast_user_created').on(table.userId, table.createdAt),
    index('order_mast_status_deadline').on(table.status, table.payDeadline),
    index('order_mast_product').on(table.productId),
    check('order_mast_status_known', sql`${table.status} in (${ORDER_STATUS_LIST})`),
    check('order_mast_shipping_term', sql`${table.shippingTerm} is null or ${table.shippingTerm} between 0 and 3`),
    check(
      'order_mast_amounts_non_negative',
      sql`${table.freightFen} >= 0 and ${table.promotionFen} >= 0 and ${table.extraChargeFen} >= 0 and ${table.docFeeFen} >= 0 and ${table.doorFeeFen} >= 0 and ${table.insuranceFeeFen} >= 0 and ${table.couponFen} >= 0 and ${table.pointFen} >= 0 and ${table.totalFen} >= 0 and ${table.paidFen} >= 0`,
    ),
  ],
);

/** Containers booked: one row per container type, with the unit price and promotion fixed at submission. */
export const orderContainer = pgTable(
  'order_container',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderMast.id, { onDelete: 'cascade' }),
    cntrType: text('cntr_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull().default(0),
    unitPromotionFen: bigint('unit_promotion_fen', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.cntrType] }),
    check('order_container_quantity', sql`${table.quantity} > 0`),
    check('order_container_prices', sql`${table.unitPriceFen} >= 0 and ${table.unitPromotionFen} >= 0 and ${table.unitPromotionFen} <= ${table.unitPriceFen}`),
  ],
);

/** Parties: S shipper, C consignee, N notify party, B booking agent. */
export const orderParty = pgTable(
  'order_party',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderMast.id, { onDelete: 'cascade' }),
    partyType: text('party_type').notNull(),
    name: text('name').notNull().default(''),
    contact: text('contact'),
    phone: text('phone'),
    address: text('address'),
    addressId: uuid('address_id'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.partyType] }), check('order_party_type', sql`${table.partyType} in ('S','C','N','B')`)],
);

/** Door addresses: L loading (door-to-port end), D delivery (port-to-door end). */
export const orderDoorAddress = pgTable(
  'order_door_address',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderMast.id, { onDelete: 'cascade' }),
    ioFlag: text('io_flag').notNull(),
    regionCodes: jsonb('region_codes').$type<string[]>().notNull().default([]),
    regionText: text('region_text').notNull().default(''),
    detailAddress: text('detail_address').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    loadingTime: timestamp('loading_time', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.ioFlag] }), check('order_door_address_io_flag', sql`${table.ioFlag} in ('L','D')`)],
);

/** Charge items of the order as priced at submission (calculateOrderAmount); discounts negative. */
export const orderCharge = pgTable(
  'order_charge',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderMast.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.seq] })],
);

/** Every status change: who, when, from, to, why (written by transitionOrder only). */
export const orderEvent = pgTable(
  'order_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderMast.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    action: text('action').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    reason: text('reason'),
    createdAt: writtenAt('created_at'),
  },
  (table) => [
    index('order_event_order').on(table.orderId, table.id),
    check('order_event_actor_kind', sql`${table.actorKind} in ('customer','operator','system','payment')`),
  ],
);
