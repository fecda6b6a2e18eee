import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per app instance, written by every readiness check (GET /api/health): a database that
 * answers reads but cannot write (disk full, read-only) is reported as such, not as "ok"
 * (docs/limits.md#health).
 */
export const healthChecks = pgTable('health_checks', {
  instanceId: text('instance_id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
