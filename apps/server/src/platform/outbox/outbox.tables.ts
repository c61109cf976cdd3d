import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every SMS and e-mail the portal sends, as handed to the transport. With the built-in 'outbox'
 * transport this row is the delivery: developers read it on /dev/outbox. The recipient is kept
 * masked (for display), encrypted (for a real transport to read back) and as a lookup hash (to find
 * one recipient's messages), never in clear.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sms | email */
    channel: text('channel').notNull(),
    targetMasked: text('target_masked').notNull(),
    targetEncrypted: text('target_encrypted').notNull(),
    targetHash: text('target_hash').notNull(),
    /** What the message is for, e.g. the verification-code purpose REGISTER; free text for other senders. */
    purpose: text('purpose'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Which transport took it ('outbox' = stored only). */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_message_created_idx').on(table.createdAt), index('outbox_message_target_idx').on(table.targetHash, table.createdAt)],
);
