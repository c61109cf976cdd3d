import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One payment attempt (001 §7 "Payment"): orders (purpose 0), a deposit-note redemption (2) or a prepaid
 * top-up (9, ours). Prepaid, credit and zero payments are PAID in the transaction that creates them; QR
 * channels stay INIT until the provider's signed notify makes them PAID or FAILED (or they expire: CLOSED).
 */
export const paymentRequest = pgTable(
  'payment_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payNo: text('pay_no').notNull(),
    /** The prepaid account of the payer's owner (enterprise or user). */
    accountId: uuid('account_id').notNull(),
    userId: uuid('user_id').notNull(),
    channel: text('channel').notNull(),
    payWay: integer('pay_way').notNull().default(1),
    purpose: integer('purpose').notNull().default(0),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('INIT'),
    idempotencyKey: text('idempotency_key'),
    /** The provider's transaction number from the notify. */
    providerTradeNo: text('provider_trade_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_request_pay_no').on(table.payNo),
    index('payment_request_account').on(table.accountId, table.createdAt),
    check('payment_request_status_known', sql`${table.status} in ('INIT', 'PAID', 'FAILED', 'CLOSED')`),
    check('payment_request_purpose_known', sql`${table.purpose} in (0, 1, 2, 9)`),
    check('payment_request_amount_not_negative', sql`${table.amountFen} >= 0`),
  ],
);

/** The orders (or deposit notes, purpose 2) one payment request pays, with the amount of each. */
export const paymentRequestOrder = pgTable(
  'payment_request_order',
  {
    paymentRequestId: uuid('payment_request_id')
      .notNull()
      .references(() => paymentRequest.id),
    /** order_mast.id (purpose 0) or blank_note.id (purpose 2). */
    orderId: uuid('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('payment_request_order_pk').on(table.paymentRequestId, table.orderId), index('payment_request_order_order').on(table.orderId)],
);
