import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Base data: the reference lists every other area points at (carriers, ports, container and cargo
 * types, switches, limits). Read-mostly; written by the seed now and by the operator console later.
 * Column names are snake_case; the API renames them to the spec's field names (cnnme, cntrType...).
 */

/** Carrier brands the portal sells for; exactly one is the default (PAN). */
export const carrier = pgTable(
  'carrier',
  {
    code: text('code').primaryKey(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('carrier_single_default').on(table.isDefault).where(sql`${table.isDefault}`)],
);

/**
 * Ports (P), rail stations for sea-rail (R) and terminal facilities inside a port (F). Stations and
 * facilities hang under a port through parent_port_code; ports have none.
 */
export const portFacility = pgTable(
  'port_facility',
  {
    code: text('code').primaryKey(),
    type: text('type').notNull(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    unLocode: text('un_locode'),
    province: text('province').notNull(),
    parentPortCode: text('parent_port_code'),
    isHot: boolean('is_hot').notNull().default(false),
    /** Kept for addresses and history but not open for online booking; getAllPort leaves it out. */
    isIgnored: boolean('is_ignored').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('port_facility_type_known', sql`${table.type} in ('P', 'R', 'F')`),
    check('port_facility_parent_matches_type', sql`(${table.type} = 'P') = (${table.parentPortCode} is null)`),
    check('port_facility_hot_is_port', sql`not ${table.isHot} or ${table.type} = 'P'`),
    foreignKey({ name: 'port_facility_parent_fk', columns: [table.parentPortCode], foreignColumns: [table.code] }),
    index('port_facility_type_sort').on(table.type, table.sortOrder),
    index('port_facility_parent').on(table.parentPortCode),
  ],
);

/** Which carrier calls which port (a rail station is served when its port is). */
export const carrierPort = pgTable(
  'carrier_port',
  {
    carrierCode: text('carrier_code')
      .notNull()
      .references(() => carrier.code),
    portCode: text('port_code')
      .notNull()
      .references(() => portFacility.code),
  },
  (table) => [primaryKey({ columns: [table.carrierCode, table.portCode] }), index('carrier_port_port').on(table.portCode)],
);

/** Container types (cntrType). */
export const containerType = pgTable(
  'container_type',
  {
    code: text('code').primaryKey(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    sizeFt: smallint('size_ft').notNull(),
    isHighCube: boolean('is_high_cube').notNull().default(false),
    isReefer: boolean('is_reefer').notNull().default(false),
    isOpenTop: boolean('is_open_top').notNull().default(false),
    isFlatRack: boolean('is_flat_rack').notNull().default(false),
    isTank: boolean('is_tank').notNull().default(false),
    teu: doublePrecision('teu').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('container_type_size_known', sql`${table.sizeFt} in (20, 40, 45)`), check('container_type_teu_positive', sql`${table.teu} > 0`)],
);

/** Settable temperature range of each reefer container type, in °C. */
export const reeferTemperatureLimit = pgTable(
  'reefer_temperature_limit',
  {
    containerTypeCode: text('container_type_code')
      .primaryKey()
      .references(() => containerType.code),
    minCelsius: integer('min_celsius').notNull(),
    maxCelsius: integer('max_celsius').notNull(),
  },
  (table) => [check('reefer_temperature_limit_range', sql`${table.minCelsius} < ${table.maxCelsius}`)],
);

/** Declared cargo weight allowed per container of each type, in kg. */
export const containerWeightLimit = pgTable(
  'container_weight_limit',
  {
    containerTypeCode: text('container_type_code')
      .primaryKey()
      .references(() => containerType.code),
    minWeightKg: integer('min_weight_kg').notNull(),
    maxWeightKg: integer('max_weight_kg').notNull(),
  },
  (table) => [check('container_weight_limit_range', sql`0 < ${table.minWeightKg} and ${table.minWeightKg} < ${table.maxWeightKg}`)],
);

/** Cargo types (cgoTypeCde): 0 general, 110 liquid bag (001 §3), dangerous, reefer... */
export const cargoType = pgTable('cargo_type', {
  code: text('code').primaryKey(),
  cnnme: text('cnnme').notNull(),
  ennme: text('ennme').notNull(),
  isDangerous: boolean('is_dangerous').notNull().default(false),
  /** Needs a reefer container. */
  isReefer: boolean('is_reefer').notNull().default(false),
  /** Sold through a special line (liquid bag, grain) rather than the general products. */
  isSpecialLine: boolean('is_special_line').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Which cargo types each container type may carry. */
export const containerCargoType = pgTable(
  'container_cargo_type',
  {
    containerTypeCode: text('container_type_code')
      .notNull()
      .references(() => containerType.code),
    cargoTypeCode: text('cargo_type_code')
      .notNull()
      .references(() => cargoType.code),
  },
  (table) => [primaryKey({ columns: [table.containerTypeCode, table.cargoTypeCode] })],
);

/** Commodities a shipper declares (cgoBriefDescCde), each under one cargo type. */
export const cargoBriefDesc = pgTable(
  'cargo_brief_desc',
  {
    code: text('code').primaryKey(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    cargoTypeCode: text('cargo_type_code')
      .notNull()
      .references(() => cargoType.code),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('cargo_brief_desc_cargo_type').on(table.cargoTypeCode)],
);

/** Packing or grade of a commodity (散装玉米, 卷钢...). */
export const cargoSubType = pgTable(
  'cargo_sub_type',
  {
    code: text('code').primaryKey(),
    cnnme: text('cnnme').notNull(),
    cargoBriefDescCode: text('cargo_brief_desc_code')
      .notNull()
      .references(() => cargoBriefDesc.code),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('cargo_sub_type_brief_desc').on(table.cargoBriefDescCode)],
);

/** A carrier's service loop and the ports it calls, in order. */
export const serviceLoop = pgTable(
  'service_loop',
  {
    carrierCode: text('carrier_code')
      .notNull()
      .references(() => carrier.code),
    abbreviation: text('abbreviation').notNull(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    portRotation: text('port_rotation').array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.carrierCode, table.abbreviation] })],
);

/** Capability switches (ORDERING, PAYMENT, DEM...); an unknown type counts as off. */
export const sysSwitch = pgTable('sys_switch', {
  type: text('type').primaryKey(),
  isOn: boolean('is_on').notNull(),
  description: text('description').notNull(),
});

/** A switch's setting for one first port of loading, overriding the global one there. */
export const sysSwitchRegion = pgTable(
  'sys_switch_region',
  {
    type: text('type')
      .notNull()
      .references(() => sysSwitch.type),
    portCode: text('port_code')
      .notNull()
      .references(() => portFacility.code),
    isOn: boolean('is_on').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.portCode] })],
);

/** Rate types; JJY exists for internal pricing and is never listed to customers (000 §9). */
export const rateType = pgTable('rate_type', {
  code: text('code').primaryKey(),
  cnnme: text('cnnme').notNull(),
  ennme: text('ennme').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Small code lists answered by the `dict` call (package kinds, units, shipping terms...). */
export const dictItem = pgTable(
  'dict_item',
  {
    itemType: text('item_type').notNull(),
    code: text('code').notNull(),
    cnnme: text('cnnme').notNull(),
    ennme: text('ennme').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.itemType, table.code] })],
);

/** Most containers one order may book, per product type (001 §3 product types 0-5). */
export const orderQuantityLimit = pgTable(
  'order_quantity_limit',
  {
    productType: smallint('product_type').primaryKey(),
    maxQuantity: integer('max_quantity').notNull(),
  },
  (table) => [check('order_quantity_limit_positive', sql`${table.maxQuantity} > 0`)],
);

/** The daily window in which orders may be placed; a single row. */
export const placeOrderWindow = pgTable(
  'place_order_window',
  {
    id: smallint('id').primaryKey().default(1),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  },
  (table) => [check('place_order_window_single_row', sql`${table.id} = 1`), check('place_order_window_order', sql`${table.opensAt} < ${table.closesAt}`)],
);
