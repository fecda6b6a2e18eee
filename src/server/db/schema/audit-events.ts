import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/product/staff-accounts.md#audit-log): one row per staff change and sign-in
 * event, who, when, what, and the value before and after. Rows are only ever added; the actor's
 * email is copied in so a row still reads the same after the account is disabled.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for events no signed-in person caused (a lockout, the retention job). */
    actorStaffId: uuid('actor_staff_id'),
    actorEmail: text('actor_email'),
    /** What happened, from AUDIT_ACTIONS (`settings.updated`, `sign_in.locked`, …). */
    action: text('action').notNull(),
    /** What it happened to: a lead id, a staff email, a config name. */
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_action_at_idx').on(t.action, t.at)],
);
