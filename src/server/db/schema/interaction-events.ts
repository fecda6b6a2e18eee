import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per tracked step, click, field fill or abandonment in either funnel. */
export const interactionEvents = pgTable(
  'interaction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    /** home or pricing: which funnel the event belongs to (analytics compares the two). */
    flow: text('flow').notNull(),
    step: text('step').notNull(),
    action: text('action').notNull(),
    formStage: text('form_stage'),
    source: text('source'),
    customerType: text('customer_type'),
    timeOnStepSeconds: integer('time_on_step_seconds'),
    fieldName: text('field_name'),
    /** Everything else the client sent (customer fields, analysis, answers). */
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interaction_events_flow_created_idx').on(t.flow, t.createdAt),
    index('interaction_events_session_idx').on(t.sessionId),
  ],
);
