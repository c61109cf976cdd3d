import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One address-book entry (001 §7 "Address book"): a party (S shipper, B booking agent, N notify,
 * C consignee), a door address (L loading, D delivery), an invoice address (I) or an emergency contact
 * (E). Owned by its creator and, through the creator's enterprise at creation, by that enterprise.
 * Mobile, landline and e-mail are personal data: stored encrypted with the field cipher like user_account.
 * (User ids carry no foreign key: user_account belongs to the auth area, as in the other areas' tables.)
 */
export const userAddress = pgTable(
  'user_address',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').notNull(),
    enterpriseId: uuid('enterprise_id'),
    addressType: text('address_type').notNull(),
    isCompany: boolean('is_company').notNull().default(false),
    label: text('label').notNull(),
    companyName: text('company_name'),
    contactName: text('contact_name').notNull(),
    /** MR, MISS, MS, TEACHER (domain TITLE_OPTIONS). */
    title: text('title'),
    mobileEncrypted: text('mobile_encrypted'),
    phoneEncrypted: text('phone_encrypted'),
    emailEncrypted: text('email_encrypted'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    countyCode: text('county_code'),
    countyName: text('county_name'),
    townCode: text('town_code'),
    townName: text('town_name'),
    streetCode: text('street_code'),
    streetName: text('street_name'),
    detailAddress: text('detail_address'),
    isDefault: boolean('is_default').notNull().default(false),
    /** How often the entry was picked for an order (common/list orders by it). */
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_address_label_key').on(table.ownerUserId, table.addressType, sql`lower(${table.label})`),
    uniqueIndex('user_address_default_key').on(table.ownerUserId, table.addressType).where(sql`${table.isDefault}`),
    index('user_address_enterprise_idx').on(table.enterpriseId, table.addressType).where(sql`${table.enterpriseId} IS NOT NULL`),
    check('user_address_type_check', sql`${table.addressType} IN ('S', 'B', 'N', 'C', 'L', 'D', 'I', 'E')`),
  ],
);

/**
 * Invoice acceptance e-mails (/invoiceAcceptanceEmail): where an enterprise's electronic invoices go,
 * 5 per enterprise (per user for a user without one). `scope_id` is the enterprise id, or the user id
 * when there is no enterprise, so one unique index covers both.
 */
export const invoiceAcceptanceEmail = pgTable(
  'invoice_acceptance_email',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scopeId: uuid('scope_id').notNull(),
    enterpriseId: uuid('enterprise_id'),
    createdByUserId: uuid('created_by_user_id').notNull(),
    emailEncrypted: text('email_encrypted').notNull(),
    emailHash: text('email_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invoice_acceptance_email_key').on(table.scopeId, table.emailHash)],
);
