import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { INTERACTION_ACTIONS } from '#contracts/interactions.contract';
import type { AnalyticsEvent } from '#domain/analytics/session-facts';
import { HOME_STAGES } from '#domain/funnels/home-stages';
import { PRICING_STEPS } from '#domain/funnels/pricing-flow';
import { CUSTOMER_TYPES } from '#domain/quote-engine/quote-engine-config';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours, leads } from '#server/db/schema';
import { insertInteractionEventRows, markSingleHourSessions, rollUpStoredInteractionEvents } from '#server/features/interactions/session-hour-rollup';

export type InteractionEventValues = typeof interactionEvents.$inferInsert;

let sessionCounter = 0;

/** One tracked step as the interaction writer stores it. Valid by default; takes overrides. */
export function anInteractionEvent(overrides: Partial<InteractionEventValues> = {}): InteractionEventValues {
  sessionCounter += 1;
  return {
    sessionId: `session-${String(sessionCounter).padStart(8, '0')}`,
    flow: 'home',
    step: 'customer_type',
    action: 'step_start',
    formStage: 'customer_type',
    source: 'customer_form',
    customerType: 'residential',
    timeOnStepSeconds: 12,
    fieldName: null,
    payload: {},
    createdAt: new Date('2026-11-21T10:00:00.000Z'),
    ...overrides,
  };
}

/**
 * Stores events written as the analytics definitions read them (src/domain/analytics/), for
 * tests that hold the server's figures to the domain's: the funnel run's key goes where the
 * funnels send it, in the payload.
 */
export async function insertAnalyticsEvents(db: Database, events: readonly AnalyticsEvent[]): Promise<number> {
  return insertInteractionEvents(
    db,
    events.map((event) => ({
      sessionId: event.sessionId,
      flow: event.flow,
      step: event.step,
      action: event.action,
      formStage: event.step,
      source: event.flow === 'home' ? 'home' : 'pricing_page',
      timeOnStepSeconds: event.timeOnStepSeconds,
      payload: event.funnelKey ? { funnelKey: event.funnelKey } : {},
      createdAt: event.createdAt,
    })),
  );
}

/** Rows per INSERT, as the interaction writer batches them. */
const EVENT_BATCH_SIZE = 500;

/**
 * Inserts events built by anInteractionEvent from each set of overrides, in batches, the way the
 * interaction writer stores them: each batch is folded into the hourly session rollup too
 * (docs/decisions/0012-analytics-hourly-session-rollup.md), so the analytics read them.
 */
export async function insertInteractionEvents(db: Database, overrides: readonly Partial<InteractionEventValues>[]): Promise<number> {
  for (let start = 0; start < overrides.length; start += EVENT_BATCH_SIZE) {
    await insertInteractionEventRows(db, overrides.slice(start, start + EVENT_BATCH_SIZE).map((fields) => anInteractionEvent(fields)));
  }
  return overrides.length;
}

export type BulkInteractionEventsOptions = {
  count: number;
  /** The events are spread evenly from `from` up to (not including) `to`, oldest first. */
  from: Date;
  to: Date;
  /** Events in one visitor's session: a walk through that funnel's steps. */
  eventsPerSession?: number;
  /** Rows per INSERT … SELECT: one statement (and one commit) each. */
  batchSize?: number;
  /** Keeps two bulk loads into one database apart. */
  sessionPrefix?: string;
};

export type BulkInsertResult = { inserted: number; durationMs: number };

const DEFAULT_EVENTS_PER_SESSION = 8;
const DEFAULT_BULK_BATCH_SIZE = 100_000;
/** One session in this many ends with an abandon rather than its last step. */
const ABANDON_EVERY_NTH_SESSION = 5;

type InteractionAction = (typeof INTERACTION_ACTIONS)[number];
const STEP_START: InteractionAction = 'step_start';
const STEP_COMPLETE: InteractionAction = 'step_complete';
const ABANDON: InteractionAction = 'abandon';

/**
 * Interaction events in bulk for analytics benchmarks (a million rows and more): PostgreSQL
 * makes the rows itself with `INSERT … SELECT … FROM generate_series`, in batches, so nothing
 * crosses the wire but the statement. Sessions alternate between the two funnels; each walks
 * that funnel's steps in order, starting and completing them, and every fifth ends with an
 * abandon. The same options always give the same rows. Measured on this 2-core machine with
 * the embedded PostgreSQL: a million rows in about 5 s in batches of 100,000 (209 MB with the
 * table's indexes), against about 45 s for the same through multi-row INSERTs of 500 built here;
 * each batch is then folded into the analytics rollup, as the writer would have
 * (docs/decisions/0012-analytics-hourly-session-rollup.md), which takes a few seconds more.
 */
export async function insertInteractionEventsInBulk(db: Database, options: BulkInteractionEventsOptions): Promise<BulkInsertResult> {
  const eventsPerSession = options.eventsPerSession ?? DEFAULT_EVENTS_PER_SESSION;
  const batchSize = options.batchSize ?? DEFAULT_BULK_BATCH_SIZE;
  const prefix = options.sessionPrefix ?? 'bulk';
  const spanMs = options.to.getTime() - options.from.getTime();
  if (!Number.isInteger(options.count) || options.count < 0) throw new RangeError('count must be a whole number, 0 or more');
  if (!(spanMs > 0)) throw new RangeError('`to` must come after `from`');

  const homeSteps = toTextArray(HOME_STAGES);
  const pricingSteps = toTextArray(PRICING_STEPS);
  const customerTypes = toTextArray(CUSTOMER_TYPES);
  const started = performance.now();
  for (let first = 0; first < options.count; first += batchSize) {
    const last = Math.min(first + batchSize, options.count) - 1;
    const before = await readLastEventId(db);
    await db.execute(sql`
      insert into ${interactionEvents}
        (session_id, flow, step, action, form_stage, source, customer_type, time_on_step_seconds, field_name, payload, created_at)
      select
        ${prefix} || '-' || lpad(e.session::text, 8, '0'),
        e.flow,
        e.step,
        case
          when e.position = ${eventsPerSession - 1} and e.session % ${ABANDON_EVERY_NTH_SESSION} = 0 then ${ABANDON}
          when e.position % 2 = 0 then ${STEP_START}
          else ${STEP_COMPLETE}
        end,
        e.step,
        case e.flow when 'home' then 'customer_form' else 'pricing_page' end,
        (${customerTypes}::text[])[1 + e.session % ${CUSTOMER_TYPES.length}],
        5 + (e.g * 7919) % 115,
        null,
        '{}'::jsonb,
        ${options.from.toISOString()}::timestamptz + make_interval(secs => e.g * ${spanMs / 1000 / options.count}::double precision)
      from (
        select
          g,
          g / ${eventsPerSession} as session,
          g % ${eventsPerSession} as position,
          case when (g / ${eventsPerSession}) % 2 = 0 then 'home' else 'pricing' end as flow,
          case when (g / ${eventsPerSession}) % 2 = 0
            then (${homeSteps}::text[])[1 + ((g % ${eventsPerSession}) / 2) % ${HOME_STAGES.length}]
            else (${pricingSteps}::text[])[1 + ((g % ${eventsPerSession}) / 2) % ${PRICING_STEPS.length}]
          end as step
        from generate_series(${first}::bigint, ${last}::bigint) as g
      ) as e
    `);
    await rollUpSince(db, before);
  }
  await markSingleHourSessions(db);
  return { inserted: options.count, durationMs: Math.round(performance.now() - started) };
}

async function readLastEventId(db: Database): Promise<number> {
  const result = await db.execute<{ last: string | null }>(sql`select max(id) as last from ${interactionEvents}`);
  return Number(result.rows[0]?.last ?? 0);
}

/** Folds the events inserted after `afterId` into the rollup, as the writer would have. */
async function rollUpSince(db: Database, afterId: number): Promise<void> {
  await rollUpStoredInteractionEvents(db, sql`e.id > ${afterId}`);
}

/** A PostgreSQL array literal, sent as one parameter: '{"a","b"}'. */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value}"`).join(',')}}`;
}

/**
 * How far the sessions of each flow get, for the realistic bulk load: of every 100 sessions,
 * how many stop after reaching each step of the flow's main path (the last entry converts).
 * Home: many leave on the first two questions and on the contact details, about a quarter
 * book. Pricing: a third leave without describing the job, many on the details, a third see a
 * price. The same for every run, so benchmark figures compare.
 */
const HOME_PATH = ['customer_type', 'welcome', 'confirm_details', 'customer_details', 'generating_recommendation', 'quote_method_selection', 'METHOD', 'CONFIRMATION'] as const;
const HOME_STOPS_PER_100 = [15, 20, 7, 14, 2, 7, 10, 25] as const;
const HOME_METHODS = ['phone_quote', 'whatsapp_video', 'book_handyman'] as const;
const HOME_CONFIRMATIONS = ['send_quote', 'generate_message', 'request_visit'] as const;
const PRICING_PATH = ['job_input', 'analyzing', 'job_confirmation', 'lead_capture', 'generating_quote', 'quote_display'] as const;
const PRICING_STOPS_PER_100 = [33, 4, 12, 16, 1, 34] as const;
/** Each step a session reaches takes up to a minute; the session's last step starts this long after its first. */
const STEP_SLOT_SECONDS = 60;

export type FunnelSessionsInBulkOptions = {
  /** Events to insert in all; the last session may be cut short to hit the number exactly. */
  count: number;
  /** Sessions start evenly from `from`; every event is before `to`. */
  from: Date;
  to: Date;
  sessionPrefix?: string;
  /** Sessions per INSERT … SELECT. */
  sessionsPerBatch?: number;
};

/** Events a session of a path of `length` steps writes when it reaches `reached` steps. */
function toEventsPerSession(reached: number, length: number): number {
  // A start on each step, a completion on each step it moved on from, an abandonment unless it converted.
  return 2 * reached - 1 + (reached < length ? 1 : 0);
}

function toEventsPer100(stops: readonly number[]): number {
  return stops.reduce((sum, sessions, index) => sum + sessions * toEventsPerSession(index + 1, stops.length), 0);
}

/** '1 + (bucket >= 15)::int + (bucket >= 35)::int + …': the steps a session reaches from its bucket 0–99. */
function reachedStepsExpression(stops: readonly number[]) {
  let boundary = 0;
  const terms = stops.slice(0, -1).map((sessions) => {
    boundary += sessions;
    return sql`(b.bucket >= ${sql.raw(String(boundary))})::int`;
  });
  return sql`1 + ${sql.join(terms, sql` + `)}`;
}

/**
 * Interaction events in bulk with a realistic drop-off shape (bench/analytics.bench.ts): half the
 * sessions in each funnel, each walking its main path as the browser reports it (a start on
 * every step reached, a completion on every step moved on from, an abandonment where it stopped)
 * and stopping where `HOME_STOPS_PER_100` / `PRICING_STOPS_PER_100` say, exactly in every 200
 * consecutive sessions. Every event names its funnel run (`funnelKey`), as the funnels send it.
 * Written with INSERT … SELECT and folded into the rollup batch by batch.
 */
export async function insertFunnelSessionsInBulk(db: Database, options: FunnelSessionsInBulkOptions): Promise<BulkInsertResult & { sessions: number }> {
  const prefix = options.sessionPrefix ?? 'funnel';
  const sessionsPerBatch = options.sessionsPerBatch ?? 20_000;
  const spanMs = options.to.getTime() - options.from.getTime();
  if (!Number.isInteger(options.count) || options.count < 0) throw new RangeError('count must be a whole number, 0 or more');
  const lastStepOffsetMs = (HOME_PATH.length - 1) * STEP_SLOT_SECONDS * 1000 + STEP_SLOT_SECONDS * 1000;
  if (!(spanMs > lastStepOffsetMs)) throw new RangeError('`to` must come well after `from`');

  const eventsPer200 = toEventsPer100(HOME_STOPS_PER_100) + toEventsPer100(PRICING_STOPS_PER_100);
  const totalSessions = Math.ceil((options.count * 200) / eventsPer200) + 200;
  const slotMs = (spanMs - lastStepOffsetMs) / totalSessions;
  const customerTypes = toTextArray(CUSTOMER_TYPES);
  const started = performance.now();
  let inserted = 0;
  let sessions = 0;
  for (let first = 0; inserted < options.count && first < totalSessions; first += sessionsPerBatch) {
    const last = Math.min(first + sessionsPerBatch, totalSessions) - 1;
    const before = await readLastEventId(db);
    const result = await db.execute(sql`
      insert into ${interactionEvents}
        (session_id, flow, step, action, form_stage, source, customer_type, time_on_step_seconds, field_name, payload, created_at)
      select session_id, flow, step, action, step, source, customer_type, time_on_step, null, payload, created_at
      from (
        select
          ${prefix} || '-' || lpad(s.session::text, 8, '0') as session_id,
          s.flow,
          case
            when s.flow = 'home' and p.position = 7 then (${toTextArray(HOME_METHODS)}::text[])[1 + s.session % 3]
            when s.flow = 'home' and p.position = 8 then (${toTextArray(HOME_CONFIRMATIONS)}::text[])[1 + s.session % 3]
            else p.step
          end as step,
          a.action,
          case s.flow when 'home' then 'home' else 'pricing_page' end as source,
          (${customerTypes}::text[])[1 + s.session % ${CUSTOMER_TYPES.length}::int] as customer_type,
          case when a.action = 'step_start' then 0 else 3 + (s.session * 7919 + p.position * 104729) % 57 end as time_on_step,
          jsonb_build_object('funnelKey', ${prefix} || '-run-' || s.session) as payload,
          ${options.from.toISOString()}::timestamptz
            + make_interval(secs => s.session * ${slotMs / 1000}::double precision
              + (p.position - 1) * ${STEP_SLOT_SECONDS}::int + case when a.action = 'step_start' then 0 else 3 + (s.session * 7919 + p.position * 104729) % 57 end) as created_at,
          s.session, p.position, a.n
        from (
          select g as session, case when g % 2 = 0 then 'home' else 'pricing' end as flow, ((g / 2) * 37) % 100 as bucket
          from generate_series(${first}::bigint, ${last}::bigint) as g
        ) as b
        cross join lateral (
          select b.session, b.flow,
                 case b.flow when 'home' then ${HOME_PATH.length}::int else ${PRICING_PATH.length}::int end as path_length,
                 case b.flow
                   when 'home' then ${reachedStepsExpression(HOME_STOPS_PER_100)}
                   else ${reachedStepsExpression(PRICING_STOPS_PER_100)}
                 end as reached
        ) as s
        cross join lateral unnest(case s.flow when 'home' then ${toTextArray(HOME_PATH)}::text[] else ${toTextArray(PRICING_PATH)}::text[] end)
          with ordinality as p(step, position)
        cross join (values ('step_start', 0), ('step_complete', 1), ('abandon', 2)) as a(action, n)
        where p.position <= s.reached
          and (a.action = 'step_start'
            or (a.action = 'step_complete' and p.position < s.reached)
            or (a.action = 'abandon' and p.position = s.reached and s.reached < s.path_length))
        order by s.session, p.position, a.n
        limit ${options.count - inserted}
      ) as e
    `);
    inserted += result.rowCount ?? 0;
    sessions = last + 1;
    await rollUpSince(db, before);
  }
  await markSingleHourSessions(db);
  return { inserted, sessions, durationMs: Math.round(performance.now() - started) };
}

/**
 * A lead for each bulk session that left its contact details, tied to the session by its funnel
 * run's key as the funnels tie them: on the home flow every session that got past the contact
 * details (a draft, 'new' once it converted); on the pricing page every session that saw its
 * price.
 */
export async function insertLeadsForBulkSessions(db: Database, options: { sessionPrefix?: string } = {}): Promise<number> {
  const prefix = options.sessionPrefix ?? 'funnel';
  const result = await db.execute(sql`
    insert into ${leads} (customer_name, phone, job_description, status, source, is_draft, outcome, funnel_key, created_at, updated_at)
    select 'Bulk Customer ' || right(session_id, 6), '07700 ' || right(session_id, 6), 'Replace the kitchen mixer tap',
           case when converted then 'new' when flow = 'home' then 'draft' else 'new' end,
           case when flow = 'pricing' then 'pricing_page' when converted then 'customer_form' else 'customer_form_draft' end,
           flow = 'home' and not converted,
           case when flow = 'pricing' then 'pricing_page_quote_viewed' when converted then 'phone_quote' else 'job_details_confirmed' end,
           funnel_key, first_seen, first_seen
      from (select flow, session_id, bool_or(converted) as converted, bit_or(entered_stages) as entered,
                   min(last_event_at) as first_seen, max(funnel_key) as funnel_key
              from ${interactionSessionHours}
             where session_id like ${`${prefix}-%`}
             group by flow, session_id) as sessions
     where (flow = 'home' and entered >= 8) or (flow = 'pricing' and entered >= 8)
  `);
  return result.rowCount ?? 0;
}
