import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The unified-account sandbox: a directory of the sister platforms ('泛海外贸电商', '泛海物流云') kept
 * in our database, standing in for the group's unified-account service until it is connected. Only the
 * sandbox adapter (uaas/sandbox-adapter.ts) reads or writes these tables.
 */
export const uaasSisterUser = pgTable(
  'uaas_sister_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The unified account's login (lower-cased e-mail). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Lookup hash of the mobile number (field cipher), to compare with a portal account's phone. */
    phoneHash: text('phone_hash'),
    phoneMasked: text('phone_masked'),
    displayName: text('display_name').notNull(),
    /** Inactive until activated by an e-mail code; Active. */
    status: text('status').notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uaas_sister_user_email_key').on(sql`lower(${table.email})`),
    check('uaas_sister_user_status_check', sql`${table.status} IN ('Active', 'Inactive')`),
  ],
);

/** A company certified on a sister platform. */
export const uaasSisterCompany = pgTable(
  'uaas_sister_company',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    socialCreditCode: text('social_credit_code').notNull(),
    sapId: text('sap_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('uaas_sister_company_code_key').on(table.socialCreditCode)],
);

/**
 * A unified account's place in a company on one sister app. verifying = that app is still checking
 * the account (the association page's "apps in progress").
 */
export const uaasSisterMembership = pgTable(
  'uaas_sister_membership',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sisterUserId: uuid('sister_user_id')
      .notNull()
      .references(() => uaasSisterUser.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => uaasSisterCompany.id, { onDelete: 'cascade' }),
    appName: text('app_name').notNull(),
    /** main or sub. */
    role: text('role').notNull(),
    /** verifying, verified, refused. */
    verifyStatus: text('verify_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uaas_sister_membership_user_idx').on(table.sisterUserId),
    check('uaas_sister_membership_role_check', sql`${table.role} IN ('main', 'sub')`),
    check('uaas_sister_membership_verify_check', sql`${table.verifyStatus} IN ('verifying', 'verified', 'refused')`),
  ],
);

/** Which unified account a portal account is bound to (one each way). */
export const uaasBinding = pgTable(
  'uaas_binding',
  {
    userId: uuid('user_id').primaryKey(),
    /** The unified account's id at the provider (the sandbox: uaas_sister_user.id). */
    unifiedAccountId: text('unified_account_id').notNull(),
    /** Its login e-mail (000 §3 unionAccount). */
    unifiedEmail: text('unified_email').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('uaas_binding_account_key').on(table.unifiedAccountId)],
);

/** One-time codes the sandbox issues after a unified-account login (the unifiedAccountToken grant spends them). */
export const uaasLogonCode = pgTable('uaas_logon_code', {
  codeHash: text('code_hash').primaryKey(),
  sisterUserId: uuid('sister_user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
