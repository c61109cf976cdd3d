import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { writtenAt } from '../../platform/db/columns';

/**
 * A message to one user (000 §7.4, 001 §7 "Messages"), written by sendCustomerMessage when something
 * happens to the user's account, certification or orders. Messages are personal: a main account does
 * not see its sub-accounts' messages. Deleting only sets deleted_at.
 * (User ids carry no foreign key: user_account belongs to the auth area, as in the other areas' tables.)
 */
export const customerMessage = pgTable(
  'customer_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** ACCOUNT, CERTIFICATION, ORDER, TRAILER, SYSTEM (contracts MESSAGE_THEMES). */
    theme: text('theme').notNull(),
    /** OrderMsg when orderType is set, otherwise Notice. */
    type: text('type').notNull(),
    /** OC container order or TR trailer order, for an OrderMsg. */
    orderType: text('order_type'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    businessId: text('business_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
  },
  (table) => [
    index('customer_message_user_idx').on(table.userId, table.createdAt).where(sql`${table.deletedAt} IS NULL`),
    index('customer_message_unread_idx').on(table.userId, table.type, table.orderType).where(sql`${table.deletedAt} IS NULL AND ${table.readAt} IS NULL`),
  ],
);

/** Stowage notices (findStowageInfo, /stowageInformation): what the carrier publishes about loading plans and cut-offs. */
export const stowageNotice = pgTable(
  'stowage_notice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    portCode: text('port_code'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn notices keep their row but are no longer listed. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('stowage_notice_published_idx').on(table.publishedAt)],
);
