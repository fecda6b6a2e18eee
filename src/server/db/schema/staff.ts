
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '#domain/staff/staff-roles';

export const staffAccounts = pgTable('staff_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case so sign-in is case-insensitive. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id PHC string; null until an invited member sets theirs (docs/product/staff-accounts.md#staff-management). */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  /**
   * 'owner' or 'staff' (docs/product/staff-accounts.md#roles). Existing accounts read as staff
   * and start-up makes the oldest one the owner when there is none (ensureAnOwner).
   */
  role: text('role').$type<StaffRole>().notNull().default('staff'),
  /** Set when the owner disables the account: it cannot sign in and its sessions are ended. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** SHA-256 of the one-time link's token the owner hands over; cleared when it is used. */
  invitationTokenHash: text('invitation_token_hash').unique(),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  /** Two-factor (docs/product/staff-accounts.md#two-factor): the base32 TOTP secret once turned on. */
  totpSecret: text('totp_secret'),
  /** A secret being set up, kept until the first code proves the app has it. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step accepted: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step'),
  /** SHA-256 of each unused one-time recovery code. */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the opaque cookie token: a database leak does not leak live sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is computed from lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

