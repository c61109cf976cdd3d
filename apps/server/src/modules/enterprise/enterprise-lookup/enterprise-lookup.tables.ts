import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An enterprise's booking location (customerAuth/bookingLocation): the port whose branch handles its
 * bookings. One row per enterprise, set by its main account.
 */
export const enterpriseBookingLocation = pgTable('enterprise_booking_location', {
  enterpriseId: uuid('enterprise_id').primaryKey(),
  portCode: text('port_code').notNull(),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
