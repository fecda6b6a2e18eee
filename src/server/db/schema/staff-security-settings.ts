import { boolean, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The owner's staff security switches, one row (id 1) once saved; none saved means all off
 * (docs/product/staff-accounts.md#two-factor).
 */
export const staffSecuritySettings = pgTable('staff_security_settings', {
  id: smallint('id').primaryKey().default(1),
  /** 'Require two-factor for all staff'. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
