import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The region tree behind the door-point city list and the address picker (001 §3, §9 levels Province,
 * City, County, Towns, Street). Keyed by the administrative code (GB/T 2260; towns 9 digits), which is
 * what getCities answers as `uuid` and what an address stores as provinceCode / cityCode / ...
 */
export const region = pgTable(
  'region',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: text('level').notNull(),
    name: text('name').notNull(),
    /** Short form used to recognise the region in free text (浙江省 → 浙江, 北仑区 → 北仑). */
    shortName: text('short_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('region_parent_idx').on(table.parentCode, table.sort),
    check('region_level_check', sql`${table.level} IN ('Province', 'City', 'County', 'Towns', 'Street')`),
  ],
);
