import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * A password accepted for an account with two-factor on, waiting for its code
 * (docs/product/staff-accounts.md#two-factor). Only the token's hash is stored; it lasts minutes.
 */
export const staffSignInChallenges = pgTable('staff_sign_in_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
