import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cargoBriefDesc, cargoType, carrier, containerType, portFacility, serviceLoop } from '../basedata';

/**
 * Products and sailings (issue 5, 001 §2 "Products and search", §3). The carrier's offer as a carrier
 * runs it:
 *
 *   vessel ── voyage (a trip on a service loop) ── port_call (sequence, port, ETA, ETD)
 *   product (a route offer: origin → fpol → lpod → destination on a loop, type 0–5, prices)
 *   product_sailing = product × voyage: THE BOOKABLE OFFER. Its id is the API's `productId`.
 *     ETD = its load call's etd (at product.fpol), ETA = its discharge call's eta (at product.lpod).
 *   container_price (per product and container type, with validity; history kept for the freight index)
 *   promotion (TP/FP/VP/DP/FS, scope one product or all, validity, conditions)
 *   sailing_inventory / sailing_ladder_inventory (per bookable offer and container type)
 *   cargo_type_extra_charge, product_cargo_rule (what validateCargo reads)
 *
 * Times are timestamptz; money is integer fen (bigint).
 */

/** Vessels (vslCde); the operator console maintains them. */
export const vessel = pgTable(
  'vessel',
  {
    code: text('code').primaryKey(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    carrierCode: text('carrier_code')
      .notNull()
      .references(() => carrier.code),
    teuCapacity: integer('teu_capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [check('vessel_teu_capacity_positive', sql`${table.teuCapacity} > 0`), index('vessel_carrier').on(table.carrierCode)],
);

/** Voyage statuses: open (bookable), closed (booking closed / sailed), cancelled. */
export const VOYAGE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type VoyageStatus = (typeof VOYAGE_STATUSES)[number];

/** One trip of a vessel on a service loop; voyage_no is the number printed on documents (e.g. 2547N). */
export const voyage = pgTable(
  'voyage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierCode: text('carrier_code').notNull(),
    svcLoopAbbrv: text('svc_loop_abbrv').notNull(),
    vesselCode: text('vessel_code')
      .notNull()
      .references(() => vessel.code),
    voyageNo: text('voyage_no').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('voyage_status_known', sql`${table.status} in ('open', 'closed', 'cancelled')`),
    foreignKey({
      name: 'voyage_service_loop_fk',
      columns: [table.carrierCode, table.svcLoopAbbrv],
      foreignColumns: [serviceLoop.carrierCode, serviceLoop.abbreviation],
    }),
    uniqueIndex('voyage_vessel_voyage_no').on(table.vesselCode, table.voyageNo),
    index('voyage_loop').on(table.carrierCode, table.svcLoopAbbrv),
  ],
);

/** A voyage's calls in order. ETA/ETD are the planned arrival and departure at that port. */
export const portCall = pgTable(
  'port_call',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voyageId: uuid('voyage_id')
      .notNull()
      .references(() => voyage.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    portCode: text('port_code')
      .notNull()
      .references(() => portFacility.code),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
    etd: timestamp('etd', { withTimezone: true }).notNull(),
    /** Actual arrival and departure, recorded by the carrier's staff once they happen (cargo tracking). */
    ata: timestamp('ata', { withTimezone: true }),
    atd: timestamp('atd', { withTimezone: true }),
  },
  (table) => [
    check('port_call_sequence_positive', sql`${table.sequence} > 0`),
    check('port_call_etd_after_eta', sql`${table.etd} >= ${table.eta}`),
    check('port_call_atd_after_ata', sql`${table.ata} is null or ${table.atd} is null or ${table.atd} >= ${table.ata}`),
    uniqueIndex('port_call_voyage_sequence').on(table.voyageId, table.sequence),
    index('port_call_port_etd').on(table.portCode, table.etd),
  ],
);

/**
 * A route offer of a carrier: from the origin facility (a port, or a rail station for sea-rail)
 * through the loading port (fpol) and the discharge port (lpod) to the destination facility, on one
 * service loop. product_type 0–5 (001 §3), product_kind 0 Domestic. Contract products (2, 4) carry
 * a committed volume and an agreement id; special lines carry a service code and cargo type
 * (liquid bag: FLEXITANK / 110).
 */
export const product = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable code shown to operators, e.g. PAN-NHN-TSN-HAK-0. */
    productCode: text('product_code').notNull().unique(),
    carrierCode: text('carrier_code').notNull(),
    productType: smallint('product_type').notNull().default(0),
    productKind: smallint('product_kind').notNull().default(0),
    svcLoopAbbrv: text('svc_loop_abbrv').notNull(),
    /** Where the cargo is received: a port (P), terminal (F) or rail station (R, sea-rail). */
    origFacilityCode: text('orig_facility_code')
      .notNull()
      .references(() => portFacility.code),
    fpolCode: text('fpol_code')
      .notNull()
      .references(() => portFacility.code),
    lpodCode: text('lpod_code')
      .notNull()
      .references(() => portFacility.code),
    /** Where the cargo is delivered: a port (P), terminal (F) or rail station (R). */
    destFacilityCode: text('dest_facility_code')
      .notNull()
      .references(() => portFacility.code),
    /** Published door-of-origin to destination days (sorting and display when no sailing is chosen). */
    transitDays: smallint('transit_days').notNull(),
    /** Days of rail pre-/on-carriage (sea-rail) added to the sea leg of a sailing. */
    railTransitDays: smallint('rail_transit_days').notNull().default(0),
    /** Special-line service code, e.g. FLEXITANK. */
    serviceCode: text('service_code'),
    /** Special-line cargo type, e.g. 110 liquid bag: only this cargo type may be booked. */
    cargoTypeCode: text('cargo_type_code').references(() => cargoType.code),
    /** Contract products: the shipment volume (containers) the customer committed to per order. */
    committedVolume: integer('committed_volume'),
    agreementId: text('agreement_id'),
    /** Most containers one order may book; null = the product type's limit (order_quantity_limit). */
    maxOrderQuantity: integer('max_order_quantity'),
    /** Orders are confirmed without carrier review. */
    isAutoConfirm: boolean('is_auto_confirm').notNull().default(false),
    /** Shown as a home-page hot product (getHotProduct). */
    isHot: boolean('is_hot').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('product_type_known', sql`${table.productType} between 0 and 5`),
    check('product_kind_known', sql`${table.productKind} in (0, 1, 97, 98, 99)`),
    check('product_transit_days_positive', sql`${table.transitDays} > 0 and ${table.railTransitDays} >= 0`),
    check('product_ports_distinct', sql`${table.fpolCode} <> ${table.lpodCode}`),
    check('product_committed_volume_positive', sql`${table.committedVolume} is null or ${table.committedVolume} > 0`),
    check('product_max_order_quantity_positive', sql`${table.maxOrderQuantity} is null or ${table.maxOrderQuantity} > 0`),
    foreignKey({
      name: 'product_service_loop_fk',
      columns: [table.carrierCode, table.svcLoopAbbrv],
      foreignColumns: [serviceLoop.carrierCode, serviceLoop.abbreviation],
    }),
    index('product_route').on(table.fpolCode, table.lpodCode),
    index('product_orig_dest').on(table.origFacilityCode, table.destFacilityCode),
  ],
);

/**
 * THE BOOKABLE OFFER: one product on one voyage. Its `id` is the `productId` of the API (search rows,
 * getProductById, inventory, shopping box, orders). load_call_id is the voyage's call at product.fpol,
 * discharge_call_id a later call at product.lpod (the service checks both when writing).
 */
export const productSailing = pgTable(
  'product_sailing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id),
    voyageId: uuid('voyage_id')
      .notNull()
      .references(() => voyage.id),
    loadCallId: uuid('load_call_id')
      .notNull()
      .references(() => portCall.id),
    dischargeCallId: uuid('discharge_call_id')
      .notNull()
      .references(() => portCall.id),
    /** Booking closed for this offer only (the voyage may still sell other products). */
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('product_sailing_calls_distinct', sql`${table.loadCallId} <> ${table.dischargeCallId}`),
    uniqueIndex('product_sailing_product_voyage').on(table.productId, table.voyageId),
    index('product_sailing_voyage').on(table.voyageId),
    index('product_sailing_load_call').on(table.loadCallId),
  ],
);

/**
 * Published price of one container of a type on a product, valid from valid_from until valid_to
 * (null = until further notice). A price change closes the open row (valid_to = now) and opens a new
 * one, so the history stays for the freight index. At most one open row per product and type.
 */
export const containerPrice = pgTable(
  'container_price',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id),
    containerTypeCode: text('container_type_code')
      .notNull()
      .references(() => containerType.code),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Operator id (or 'seed') who published it. */
    createdBy: text('created_by'),
  },
  (table) => [
    check('container_price_positive', sql`${table.priceFen} > 0`),
    check('container_price_validity', sql`${table.validTo} is null or ${table.validTo} > ${table.validFrom}`),
    uniqueIndex('container_price_one_open').on(table.productId, table.containerTypeCode).where(sql`${table.validTo} is null`),
    index('container_price_lookup').on(table.productId, table.containerTypeCode, table.validFrom),
  ],
);

/** Promotion charge types (001 §9): TP limited-time, FP first order, VP member, DP door term, FS full-reduction. */
export const PROMOTION_SCOPES = ['PRODUCT', 'ALL'] as const;

/**
 * A promotion: `amount_fen` off each container (ylbPromotionPrice), within [valid_from, valid_to).
 * Scope PRODUCT = one product (product_id), ALL = every product (of carrier_code when set).
 * container_type_code null = every container type. Conditions by charge type:
 * VP min_member_level (1–4), FP the customer's first order, FS threshold_quantity (containers in the
 * selection), DP shipping_term (1 port-to-door, 2 door-to-port, 3 door-to-door). TP has none.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    chargeType: text('charge_type').notNull(),
    scope: text('scope').notNull(),
    productId: uuid('product_id').references(() => product.id),
    carrierCode: text('carrier_code').references(() => carrier.code),
    containerTypeCode: text('container_type_code').references(() => containerType.code),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    minMemberLevel: smallint('min_member_level'),
    thresholdQuantity: integer('threshold_quantity'),
    shippingTerm: smallint('shipping_term'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promotion_charge_type_known', sql`${table.chargeType} in ('TP', 'FP', 'VP', 'DP', 'FS')`),
    check('promotion_scope_known', sql`${table.scope} in ('PRODUCT', 'ALL')`),
    check('promotion_scope_product', sql`(${table.scope} = 'PRODUCT') = (${table.productId} is not null)`),
    check('promotion_amount_positive', sql`${table.amountFen} > 0`),
    check('promotion_validity', sql`${table.validTo} > ${table.validFrom}`),
    check('promotion_vp_level', sql`${table.chargeType} <> 'VP' or ${table.minMemberLevel} between 1 and 4`),
    check('promotion_fs_threshold', sql`${table.chargeType} <> 'FS' or ${table.thresholdQuantity} > 0`),
    check('promotion_dp_term', sql`${table.chargeType} <> 'DP' or ${table.shippingTerm} between 1 and 3`),
    index('promotion_product').on(table.productId),
    index('promotion_validity_idx').on(table.validFrom, table.validTo),
  ],
);

/**
 * Slots of one bookable offer and container type. Orders reserve with one conditional UPDATE
 * (`set available = available - n where available >= n and not is_closed`), never read-then-write.
 */
export const sailingInventory = pgTable(
  'sailing_inventory',
  {
    sailingId: uuid('sailing_id')
      .notNull()
      .references(() => productSailing.id, { onDelete: 'cascade' }),
    containerTypeCode: text('container_type_code')
      .notNull()
      .references(() => containerType.code),
    total: integer('total').notNull(),
    available: integer('available').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sailingId, table.containerTypeCode] }),
    check('sailing_inventory_total', sql`${table.total} >= 0`),
    check('sailing_inventory_available', sql`${table.available} >= 0 and ${table.available} <= ${table.total}`),
  ],
);

/**
 * Ladder (tiered) inventory of one offer and container type: tier 1 sells `quantity` slots at
 * price_fen, then tier 2, ... `available` counts down as orders take slots of the tier.
 */
export const sailingLadderInventory = pgTable(
  'sailing_ladder_inventory',
  {
    sailingId: uuid('sailing_id')
      .notNull()
      .references(() => productSailing.id, { onDelete: 'cascade' }),
    containerTypeCode: text('container_type_code')
      .notNull()
      .references(() => containerType.code),
    tier: smallint('tier').notNull(),
    quantity: integer('quantity').notNull(),
    available: integer('available').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sailingId, table.containerTypeCode, table.tier] }),
    check('sailing_ladder_tier_positive', sql`${table.tier} > 0`),
    check('sailing_ladder_quantity', sql`${table.quantity} > 0 and ${table.available} >= 0 and ${table.available} <= ${table.quantity}`),
    check('sailing_ladder_price_positive', sql`${table.priceFen} > 0`),
  ],
);

/**
 * Surcharges by cargo: per container of container_type_code (null = any type), for a cargo type or,
 * more specifically, a commodity (cargo_brief_desc_code). Answered by searchCargoTypeExtraCharge.
 */
export const cargoTypeExtraCharge = pgTable(
  'cargo_type_extra_charge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierCode: text('carrier_code')
      .notNull()
      .references(() => carrier.code),
    cargoTypeCode: text('cargo_type_code')
      .notNull()
      .references(() => cargoType.code),
    cargoBriefDescCode: text('cargo_brief_desc_code').references(() => cargoBriefDesc.code),
    containerTypeCode: text('container_type_code').references(() => containerType.code),
    chargeCode: text('charge_code').notNull(),
    chargeCnnme: text('charge_cnnme').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (table) => [
    check('cargo_type_extra_charge_amount', sql`${table.amountFen} > 0`),
    index('cargo_type_extra_charge_lookup').on(table.carrierCode, table.cargoTypeCode),
  ],
);

/**
 * What a product accepts (validateCargo): ALLOW or DENY a cargo type, or one commodity
 * (cargo_brief_desc_code, more specific, wins). `reason` is the Chinese text a refusal shows.
 * Without rows the general rules apply (dangerous refused, special-line cargo only on its line).
 */
export const productCargoRule = pgTable(
  'product_cargo_rule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    cargoTypeCode: text('cargo_type_code').references(() => cargoType.code),
    cargoBriefDescCode: text('cargo_brief_desc_code').references(() => cargoBriefDesc.code),
    effect: text('effect').notNull(),
    reason: text('reason'),
  },
  (table) => [
    check('product_cargo_rule_effect', sql`${table.effect} in ('ALLOW', 'DENY')`),
    check('product_cargo_rule_target', sql`(${table.cargoTypeCode} is null) <> (${table.cargoBriefDescCode} is null)`),
    index('product_cargo_rule_product').on(table.productId),
  ],
);
