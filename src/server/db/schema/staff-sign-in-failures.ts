import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in failures in a row per email, whatever address they came from
 * (docs/product/staff-accounts.md#lockout). Keyed by the email typed, known or not, so the
 * answer for an unknown email looks the same as for a real one. Cleared on a successful sign-in.
 */
export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  /** Lower-case, as sign-in compares it. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  /** No password is checked for this email before this instant. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
