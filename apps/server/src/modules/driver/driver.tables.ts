import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A trailer supplier's driver and whether the driver may upload container photos (001 §3 photo
 * status Empty / Half / Full) from the driver app. The phone is stored encrypted with a lookup hash
 * (unique per supplier) and a masked copy for the list. Removing a driver deletes the row: the
 * permission ends at once and nothing else refers to it.
 */
export const trailerDriver = pgTable(
  'trailer_driver',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The trailer supplier's record (enterprise.id, entType TmsVendor). */
    vendorEnterpriseId: uuid('vendor_enterprise_id').notNull(),
    driverName: text('driver_name').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    phoneHash: text('phone_hash').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    plateNumber: text('plate_number').notNull(),
    canUpload: boolean('can_upload').notNull().default(false),
    /** When the permission was last turned on, and by whom; null while off. */
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    grantedBy: uuid('granted_by'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trailer_driver_vendor_phone_key').on(table.vendorEnterpriseId, table.phoneHash),
    index('trailer_driver_vendor_idx').on(table.vendorEnterpriseId, table.createdAt),
    index('trailer_driver_phone_idx').on(table.phoneHash).where(sql`${table.canUpload}`),
  ],
);
