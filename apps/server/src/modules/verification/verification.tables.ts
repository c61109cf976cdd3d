import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One slide puzzle (000 §4.8). The answer (the hole's left edge in image pixels) never leaves the
 * server. Life of a key: created → tried once (attempted_at; pass or fail, a key is tried only once)
 * → verified_at when the try passed → consumed_at when a code send or a login used it as proof.
 */
export const slideChallenge = pgTable(
  'slide_challenge',
  {
    key: text('key').primaryKey(),
    /** The hole's x offset in image pixels (0-399). */
    offset: integer('offset').notNull(),
    /** Width the client shows the 400 px image at; offsets it sends are in that scale. */
    showWidth: integer('show_width').notNull().default(400),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('slide_challenge_created_idx').on(table.createdAt)],
);

/**
 * One SMS or e-mail verification code. The target is kept only as its lookup hash, the code only as a
 * keyed hash. The live code of (channel, target, purpose) is the newest row: sending a new one retires
 * the older ones without touching them.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: uuid('id').primaryKey(),
    /** sms | email */
    channel: text('channel').notNull(),
    targetHash: text('target_hash').notNull(),
    /** SMS_CODE_KINDS / EMAIL_CODE_KINDS value, e.g. REGISTER, LOGIN, PASSWORD_BACK. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far; at 5 the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_code_target_idx').on(table.channel, table.targetHash, table.createdAt),
    index('verification_code_ip_idx').on(table.clientIp, table.createdAt),
    // The retention job's search (verification.retention.ts).
    index('verification_code_created_idx').on(table.createdAt),
    check('verification_code_channel_check', sql`${table.channel} IN ('sms', 'email')`),
  ],
);
