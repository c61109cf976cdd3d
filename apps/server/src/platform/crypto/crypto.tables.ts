import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server makes for itself on first start and every instance must share: the RSA key pair for
 * credential transport, the field-encryption key, the lookup-hash key. Kept in the database so N
 * instances behind a load balancer use the same ones.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
