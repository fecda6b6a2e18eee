import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contractorRates = pgTable('contractor_rates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  hourlyRatePence: integer('hourly_rate_pence').notNull(),
  description: text('description'),
  /** apprentice, experienced or specialist. */
  skillLevel: text('skill_level').notNull().default('experienced'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
