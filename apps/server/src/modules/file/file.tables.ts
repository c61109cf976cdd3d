import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An uploaded file (001 §7 "Files"). The bytes live in the file store (platform/files) under
 * `storage_key`; this row says what the file is, whose it is and what it is attached to. Owned by the
 * uploader and, through the uploader's enterprise at upload time, by that enterprise. Deleting only
 * sets deleted_at: the bytes stay for audit and for copies made with copyFilesByBussinessId, which
 * share the key.
 * (User ids carry no foreign key: user_account belongs to the auth area, as in the other areas' tables.)
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').notNull(),
    /** The uploader's enterprise when it was uploaded (user_account.enterprise_id), null for a user without one. */
    enterpriseId: uuid('enterprise_id'),
    /** What it is attached to (spec: bussinessId): a certification request, an order... Null until attached. */
    businessId: text('business_id'),
    /** Category chosen at upload (contracts FILE_TYPES), deciding the accepted extensions. */
    fileType: text('file_type').notNull(),
    originalName: text('original_name').notNull(),
    /** Lower case with the dot, e.g. '.pdf'. */
    extension: text('extension').notNull(),
    /** From the sniffed content, never from the browser's claim. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('stored_file_business_idx').on(table.businessId).where(sql`${table.deletedAt} IS NULL`),
    index('stored_file_owner_idx').on(table.ownerUserId, table.createdAt),
    index('stored_file_enterprise_idx').on(table.enterpriseId).where(sql`${table.enterpriseId} IS NOT NULL`),
  ],
);

/**
 * Documents the carrier publishes by code (001 §9 "downloadable templates and notices exist by code"):
 * service terms (EpanServiceTerm, 000 §7.4), the letter-of-authorisation template... Small and few, so
 * the bytes are kept in the row and every instance serves the same version.
 */
export const fileTemplate = pgTable('file_template', {
  fileCode: text('file_code').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
