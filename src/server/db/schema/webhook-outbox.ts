import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';

/**
 * Transactional outbox: a lead and its delivery are written in one transaction, then a worker
 * delivers to the firm's automation webhook with retries. A webhook outage never loses a lead.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending, delivered or dead (gave up after the last attempt); read through domain/webhooks/webhook-delivery-state. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while a worker (or a staff retry) is sending it: until then nobody else may. Cleared
     * when the attempt is recorded; a sender that died leaves it to run out.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Deleting a lead removes its deliveries (and the foreign key looks them up): no full scan.
    index('webhook_outbox_lead_idx').on(t.leadId),
    // The delivery log reads the newest 100 (docs/product/testing-platform.md#delivery-log).
    index('webhook_outbox_created_at_idx').on(t.createdAt.desc()),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => webhookOutbox.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_outbox_idx').on(t.outboxId)],
);
