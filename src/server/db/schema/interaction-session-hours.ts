import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One visitor session's interaction events in one clock hour, folded into what the analytics
 * count (docs/decisions/0012-analytics-hourly-session-rollup.md). Kept by the interaction writer
 * in the same statement that stores the events, so the figures are as fresh as the events; the
 * analytics read whole hours from here and only the part-hours at a range's ends from the events.
 * The stage positions are the funnel's (src/domain/analytics/funnel-stages.ts).
 */
export const interactionSessionHours = pgTable(
  'interaction_session_hours',
  {
    flow: text('flow').notNull(),
    sessionId: text('session_id').notNull(),
    /** The start of the UTC hour; a UK day is a run of whole UTC hours. */
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    /** The UK calendar date the hour falls on, for the daily trend. */
    londonDay: date('london_day', { mode: 'string' }).notNull(),
    /**
     * True only while this is the session's one and only hour: the analytics then count the row as
     * the whole session, without merging hours. False is always safe (the hours are merged), so a
     * row is never wrongly true: the writer sets it under a per-session lock.
     */
    singleHour: boolean('single_hour').notNull().default(false),
    eventCount: integer('event_count').notNull(),
    /** Bit i: a step of funnel stage i was started in the hour. */
    enteredStages: integer('entered_stages').notNull(),
    /** A conversion step was started in the hour. */
    converted: boolean('converted').notNull(),
    /** Seconds recorded by step completions on each stage position (1-based, as the funnel's stages). */
    stage1Seconds: integer('stage1_seconds').notNull(),
    stage2Seconds: integer('stage2_seconds').notNull(),
    stage3Seconds: integer('stage3_seconds').notNull(),
    stage4Seconds: integer('stage4_seconds').notNull(),
    stage5Seconds: integer('stage5_seconds').notNull(),
    /** The stage (0-based) of the hour's latest step start, and when it was. */
    lastStage: smallint('last_stage'),
    lastStageAt: timestamp('last_stage_at', { withTimezone: true }),
    /** The latest funnel run the events named: ties the session to the lead it saved. */
    funnelKey: text('funnel_key'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flow, t.hourStart, t.sessionId] }),
    // A session's hours, wherever they fall: where a dropped-off customer stopped.
    index('interaction_session_hours_session_idx').on(t.sessionId, t.flow),
    // "Has this session ever converted?" for the dropped-off list: only converting hours, a few % of the rows.
    index('interaction_session_hours_converted_idx').on(t.sessionId, t.flow).where(sql`${t.converted}`),
  ],
);
