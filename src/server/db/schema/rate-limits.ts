import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request budgets' counts, shared by every app instance on one database
 * (docs/decisions/0017-shared-limits-hostile-input-and-supervision.md). One row per budget,
 * client key (address or funnel run) and fixed window; each instance counts in memory and adds
 * its counts here in one statement per sync (plugins/rate-limit-counters.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<budget>|<client key>@<window start in ms>`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** The window's end: the row means nothing after it and is deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);
