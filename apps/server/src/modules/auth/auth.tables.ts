import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A portal login (000 §3 "User session"). Phone, e-mail, QQ and WeChat are stored encrypted with a
 * lookup hash beside them (platform/crypto/field-cipher.ts): the clear values never sit in a column.
 */
export const userAccount = pgTable(
  'user_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login name (spec: logonId), unique, case-insensitive. */
    logonId: text('logon_id').notNull(),
    /** Display name in Chinese (spec: userCnnme); defaults to the logon id. */
    userCnnme: text('user_cnnme').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    phoneHash: text('phone_hash').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    emailEncrypted: text('email_encrypted'),
    emailHash: text('email_hash'),
    qqEncrypted: text('qq_encrypted'),
    wechatEncrypted: text('wechat_encrypted'),
    headUrl: text('head_url'),
    /** M main account, S sub-account, N not linked to an enterprise (000 §4.1). */
    userType: text('user_type').notNull().default('N'),
    /** Active, Lock, ResetPassword (000 §4.1). */
    accountState: text('account_state').notNull().default('Active'),
    /** Role codes beyond the user type, e.g. ROLE_VendorTruck for trailer suppliers. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    /** Result of the server's strength check at the last password change (000 §5 strong password). */
    isStrongPassword: boolean('is_strong_password').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    paymentPasswordHash: text('payment_password_hash'),
    /** Consecutive failed logins since the last success (spec: logonFailedTime). */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Filled by the accounts and enterprises area. */
    enterpriseId: uuid('enterprise_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_account_logon_id_key').on(sql`lower(${table.logonId})`),
    uniqueIndex('user_account_phone_hash_key').on(table.phoneHash),
    uniqueIndex('user_account_email_hash_key').on(table.emailHash),
    check('user_account_user_type_check', sql`${table.userType} IN ('M', 'S', 'N')`),
    check('user_account_state_check', sql`${table.accountState} IN ('Active', 'Lock', 'ResetPassword')`),
  ],
);

/**
 * Issued tokens. Only SHA-256 hashes of the opaque tokens are stored. Refreshing rotates: the used row
 * is marked rotated and a new row joins the same family; presenting a rotated refresh token again
 * means it was stolen or replayed, and the whole family is revoked.
 */
export const authToken = pgTable(
  'auth_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    grantType: text('grant_type').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_token_access_hash_key').on(table.accessTokenHash),
    uniqueIndex('auth_token_refresh_hash_key').on(table.refreshTokenHash),
    index('auth_token_family_idx').on(table.familyId),
    index('auth_token_user_idx').on(table.userId),
    // The retention job's search (auth.retention.ts).
    index('auth_token_refresh_expires_idx').on(table.refreshExpiresAt),
  ],
);

/**
 * One row per failed login, keyed by account and by client IP, for the captcha and lock windows
 * (15 minutes / 1 hour). Rows older than a day are pruned.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'account:<user id>' or 'ip:<address>'. */
    subject: text('subject').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failure_subject_idx').on(table.subject, table.failedAt)],
);
