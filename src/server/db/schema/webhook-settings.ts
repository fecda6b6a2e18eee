import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * The lead webhook as staff set it on screen (docs/product/testing-platform.md#webhook-settings),
 * one row (id = 1), written on the first save. A saved URL or secret overrides LEAD_WEBHOOK_URL /
 * LEAD_WEBHOOK_SECRET; none saved means the environment's apply. Kept out of app_settings so the
 * write-only secret never travels with settings anyone may read or version
 * (docs/decisions/0013-integrations-webhook-settings-and-openapi.md).
 */
export const webhookSettings = pgTable('webhook_settings', {
  id: integer('id').primaryKey().default(1),
  url: text('url'),
  secret: text('secret'),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
});
