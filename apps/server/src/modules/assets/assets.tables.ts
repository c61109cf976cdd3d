import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { writtenAt } from '../../platform/db/columns';

/**
 * The prepaid account of one owner (001 §7 "Assets"): the enterprise for enterprise users (main and sub
 * share it), the user for personal users. balance_fen and credit_used_fen are caches of the ledger's
 * sums, changed only together with a ledger row, under this row's lock (prepaid-account.service).
 * (Owner ids carry no foreign key: enterprises and users belong to other areas, as elsewhere.)
 */
export const prepaidAccount = pgTable(
  'prepaid_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: uuid('owner_id').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    /** Freight-loan line (account type 3, CREDIT); 0 = not opened. */
    creditLimitFen: bigint('credit_limit_fen', { mode: 'number' }).notNull().default(0),
    creditUsedFen: bigint('credit_used_fen', { mode: 'number' }).notNull().default(0),
    /** Largest single prepaid payment; null = no limit. */
    paymentUpperLimitFen: bigint('payment_upper_limit_fen', { mode: 'number' }),
    /** Bumped with every ledger row (optimistic readers can tell the account moved). */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('prepaid_account_owner').on(table.ownerId),
    check('prepaid_account_owner_kind_known', sql`${table.ownerKind} in ('enterprise', 'user')`),
    check('prepaid_account_balance_not_negative', sql`${table.balanceFen} >= 0`),
    check('prepaid_account_credit_within_limit', sql`${table.creditUsedFen} >= 0 and ${table.creditUsedFen} <= ${table.creditLimitFen}`),
  ],
);

/**
 * Append-only ledger: a trigger (migration ledger_guard) refuses UPDATE, DELETE and TRUNCATE. Each row
 * moves the cash balance by amount_fen and the credit used by credit_fen; balance_after_fen is the
 * account's balance right after it.
 */
export const prepaidLedger = pgTable(
  'prepaid_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccount.id),
    kind: text('kind').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    creditFen: bigint('credit_fen', { mode: 'number' }).notNull().default(0),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    /** What the movement belongs to: an order id, top-up id, withdrawal id, payment request id, note id. */
    businessId: text('business_id'),
    /** A number a person recognises (order number, payment number), shown in the deal detail. */
    businessNo: text('business_no'),
    remark: text('remark'),
    idempotencyKey: text('idempotency_key'),
    /** user id, 'operator:<id>' or 'system'. */
    createdBy: text('created_by'),
    createdAt: writtenAt('created_at'),
  },
  (table) => [
    index('prepaid_ledger_account_time').on(table.accountId, table.createdAt),
    index('prepaid_ledger_business').on(table.businessId),
    check('prepaid_ledger_kind_known', sql`${table.kind} in ('TOPUP_ONLINE', 'TOPUP_OFFLINE', 'ORDER_PAY', 'REFUND', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'CREDIT_PAY', 'BLANK_NOTE', 'BLANK_NOTE_REDEEM')`),
    check('prepaid_ledger_balance_after_not_negative', sql`${table.balanceAfterFen} >= 0`),
  ],
);

/** insertOfflinePay: a customer's bank-transfer declaration, confirmed (A → TOPUP_OFFLINE) or rejected (R) by finance. */
export const offlineTopup = pgTable(
  'offline_topup',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccount.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('W'),
    payerAccountName: text('payer_account_name').notNull(),
    payerBankName: text('payer_bank_name'),
    transferDate: text('transfer_date').notNull(),
    voucherFileIds: text('voucher_file_ids').array().notNull(),
    remark: text('remark'),
    rejectReason: text('reject_reason'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('offline_topup_account').on(table.accountId, table.createdAt),
    index('offline_topup_status').on(table.status, table.createdAt),
    check('offline_topup_status_known', sql`${table.status} in ('W', 'A', 'R')`),
    check('offline_topup_amount_positive', sql`${table.amountFen} > 0`),
  ],
);

/** createWithdrawalReq: the amount leaves the balance at once (WITHDRAWAL row); R or X return it (WITHDRAWAL_RETURN). */
export const withdrawalRequest = pgTable(
  'withdrawal_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccount.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('W'),
    /** The verified enterprise bank account at request time (number encrypted with the field cipher). */
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNoEncrypted: text('bank_account_no_encrypted').notNull(),
    bankName: text('bank_name').notNull(),
    bankBranch: text('bank_branch'),
    remark: text('remark'),
    rejectReason: text('reject_reason'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawal_request_account').on(table.accountId, table.createdAt),
    index('withdrawal_request_status').on(table.status, table.createdAt),
    check('withdrawal_request_status_known', sql`${table.status} in ('W', 'A', 'R', 'X')`),
    check('withdrawal_request_amount_positive', sql`${table.amountFen} > 0`),
  ],
);

/** A deposit note (白条): D awaiting redemption, F redeemed, X cancelled, N never used. */
export const blankNote = pgTable(
  'blank_note',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteNo: text('note_no').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccount.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('D'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The payment request that redeemed it. */
    payRequestId: uuid('pay_request_id'),
  },
  (table) => [
    uniqueIndex('blank_note_no').on(table.noteNo),
    index('blank_note_account').on(table.accountId, table.createdAt),
    check('blank_note_status_known', sql`${table.status} in ('D', 'F', 'X', 'N')`),
  ],
);

/** The orders a deposit note paid. */
export const blankNoteOrder = pgTable(
  'blank_note_order',
  {
    blankNoteId: uuid('blank_note_id')
      .notNull()
      .references(() => blankNote.id),
    orderId: uuid('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('blank_note_order_pk').on(table.blankNoteId, table.orderId), index('blank_note_order_order').on(table.orderId)],
);
