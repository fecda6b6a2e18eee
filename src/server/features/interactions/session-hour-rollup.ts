import { type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE } from '#domain/analytics/analytics-window';
import { ANALYTICS_FLOWS, CONVERSION_STEPS, FUNNEL_STAGES, MAX_FUNNEL_STAGES } from '#domain/analytics/funnel-stages';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours } from '#server/db/schema';

/**
 * The hourly session rollup (docs/decisions/0012-analytics-hourly-session-rollup.md): interaction
 * events folded, per flow, session and UTC hour, into what the analytics count. The fold is
 * written once, here, as SQL built from the domain's funnel tables
 * (src/domain/analytics/funnel-stages.ts), and computes what `toSessionFacts` defines:
 * - a step start enters its step's stage (a bit per stage) and, on a conversion step, converts;
 * - a step completion adds its seconds to its stage;
 * - any event makes the session count; the latest step start is where the session was last.
 * The writer folds each batch as it stores it; the analytics fold the part-hours at a range's
 * ends from the events; the backfill and the bulk factory fold what is already stored.
 */

/** The columns of an event the fold reads; any relation that has them can be folded. */
const EVENT_COLUMNS = sql.raw('id, flow, session_id, step, action, time_on_step_seconds, payload, created_at');

function toText(value: string): SQL {
  return sql`${value}::text`;
}

/** The funnel stage (0-based) of an event's flow and step, or null. */
function stageIndexExpression(): SQL {
  const branches = ANALYTICS_FLOWS.flatMap((flow) =>
    FUNNEL_STAGES[flow].map(
      (stage, index) =>
        sql`when e.flow = ${toText(flow)} and e.step in (${sql.join(stage.steps.map(toText), sql`, `)}) then ${sql.raw(String(index))}`,
    ),
  );
  return sql`case ${sql.join(branches, sql` `)} end`;
}

function conversionExpression(): SQL {
  const branches = ANALYTICS_FLOWS.map(
    (flow) => sql`(e.flow = ${toText(flow)} and e.step in (${sql.join(CONVERSION_STEPS[flow].map(toText), sql`, `)}))`,
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}

const STAGE_POSITIONS = Array.from({ length: MAX_FUNNEL_STAGES }, (_, index) => index);

/** stage1_seconds … stage5_seconds, in order. */
export const STAGE_SECONDS_COLUMNS = STAGE_POSITIONS.map((index) => sql.raw(`stage${index + 1}_seconds`));

/**
 * `select <one row per flow, session and hour>` over a relation with the event columns. The
 * caller gives the relation (a table, or a CTE of rows just inserted) and an optional filter.
 */
export function foldSessionHours(source: SQL, where: SQL = sql`true`): SQL {
  const started = sql`e.action = 'step_start' and e.stage_index is not null`;
  const seconds = STAGE_POSITIONS.map(
    (index) =>
      sql`coalesce(sum(greatest(coalesce(e.time_on_step_seconds, 0), 0)) filter (where e.action = 'step_complete' and e.stage_index = ${sql.raw(String(index))}), 0)::int as ${STAGE_SECONDS_COLUMNS[index]}`,
  );
  return sql`
    select
      e.flow,
      e.session_id,
      date_trunc('hour', e.created_at, 'UTC') as hour_start,
      (date_trunc('hour', e.created_at, 'UTC') at time zone ${sql.raw(`'${ANALYTICS_TIME_ZONE}'`)})::date as london_day,
      count(*)::int as event_count,
      coalesce(bit_or(1 << e.stage_index) filter (where ${started}), 0)::int as entered_stages,
      coalesce(bool_or(e.is_conversion) filter (where e.action = 'step_start'), false) as converted,
      ${sql.join(seconds, sql`, `)},
      (array_agg(e.stage_index order by e.created_at desc, e.id desc) filter (where ${started}))[1]::smallint as last_stage,
      max(e.created_at) filter (where ${started}) as last_stage_at,
      (array_agg(e.payload ->> 'funnelKey' order by e.created_at desc, e.id desc) filter (where e.payload ->> 'funnelKey' is not null))[1] as funnel_key,
      max(e.created_at) as last_event_at
    from (
      select ${EVENT_COLUMNS}, ${stageIndexExpression()} as stage_index, ${conversionExpression()} as is_conversion
      from ${source} as e
      where ${where}
    ) as e
    group by e.flow, e.session_id, date_trunc('hour', e.created_at, 'UTC')
    order by e.flow, hour_start, e.session_id`;
}

/**
 * Adds folded rows to the rollup: an hour already there is merged, never replaced. With
 * `marks: 'writer'` a hour is marked as its session's only one when the fold holds no other hour
 * of the session and the rollup has none either (the writer holds the writers' lock, so no other
 * writer adds one meanwhile); the writer then unmarks the session's older hours when a new one
 * is not single. With `marks: 'none'` nothing is marked single, which is always safe, and
 * `markSingleHourSessions` marks afterwards. Returns each row's key and mark.
 */
function upsertSessionHours(folded: SQL, marks: 'writer' | 'none'): SQL {
  const t = sql.raw('t');
  const sumSeconds = STAGE_SECONDS_COLUMNS.map((column) => sql`${column} = ${t}.${column} + excluded.${column}`);
  const single =
    marks === 'writer'
      ? sql`count(*) over (partition by folded.flow, folded.session_id) = 1
            and not exists (select 1 from ${interactionSessionHours} as other
                             where other.session_id = folded.session_id and other.flow = folded.flow
                               and other.hour_start <> folded.hour_start)`
      : sql`false`;
  return sql`
    insert into ${interactionSessionHours} as t
      (flow, session_id, hour_start, london_day, event_count, entered_stages, converted,
       ${sql.join(STAGE_SECONDS_COLUMNS, sql`, `)}, last_stage, last_stage_at, funnel_key, last_event_at, single_hour)
    select folded.*, ${single} from (${folded}) as folded
     order by folded.flow, folded.hour_start, folded.session_id
    on conflict (flow, hour_start, session_id) do update set
      event_count = t.event_count + excluded.event_count,
      entered_stages = t.entered_stages | excluded.entered_stages,
      converted = t.converted or excluded.converted,
      ${sql.join(sumSeconds, sql`, `)},
      last_stage = case
        when excluded.last_stage_at is not null and (t.last_stage_at is null or excluded.last_stage_at >= t.last_stage_at)
          then excluded.last_stage
        else t.last_stage
      end,
      last_stage_at = greatest(t.last_stage_at, excluded.last_stage_at),
      funnel_key = coalesce(excluded.funnel_key, t.funnel_key),
      last_event_at = greatest(t.last_event_at, excluded.last_event_at),
      single_hour = t.single_hour and excluded.single_hour
    returning t.flow, t.session_id, t.single_hour`;
}

/**
 * The writers' lock: one batch at a time is folded into the rollup, by whichever app instance
 * holds it (docs/decisions/0012-analytics-hourly-session-rollup.md).
 */
const WRITER_LOCK_CLASS = 727_013;
const WRITER_LOCK_KEY = 0;

export type InteractionEventRow = typeof interactionEvents.$inferInsert;

/**
 * Stores a batch of events and folds it into the rollup in one statement, inside one short
 * transaction with the writers' lock and the single-hour marks: one commit, and never an event
 * without its rollup or the reverse. The rows travel as one JSON array (`json_to_recordset`), which
 * V8 writes natively and PostgreSQL reads in one pass
 * (docs/decisions/0016-performance-budgets-and-caches.md#the-event-beacons-own-work).
 *
 * One lock for the whole batch, not one per session: a batch of new visitors took a lock per
 * session, and the lock manager's work was a share of every event's. Batches are written every
 * quarter of a second at most per instance and take milliseconds, so instances waiting on each
 * other's batch costs no customer anything. Only the rows of sessions that now span more than one
 * hour come back to the app (almost never any): reading back every folded row was app time per event.
 */
export async function insertInteractionEventRows(db: Database, rows: readonly InteractionEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  // The rows as they are: their keys name the record's columns, a Date becomes its ISO string.
  const batch = sql.param(JSON.stringify(rows));
  const inserted = sql`
    insert into ${interactionEvents}
      (session_id, flow, step, action, form_stage, source, customer_type, time_on_step_seconds, field_name, payload, created_at)
    select r."sessionId", r.flow, r.step, r.action, r."formStage", r.source, r."customerType", r."timeOnStepSeconds",
           r."fieldName", r.payload, coalesce(r."createdAt", now())
      from json_to_recordset(${batch}::json) as r(
        "sessionId" text, flow text, step text, action text, "formStage" text, source text, "customerType" text,
        "timeOnStepSeconds" integer, "fieldName" text, payload jsonb, "createdAt" timestamptz)
    returning ${EVENT_COLUMNS}`;
  await db.transaction(async (tx) => {
    // One writer at a time (another app instance may hold the next hour's events of a session).
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITER_LOCK_CLASS}, ${WRITER_LOCK_KEY})`);
    const spanning = await tx.execute<{ flow: string; session_id: string }>(sql`
      with inserted as (${inserted}), marked as (${upsertSessionHours(foldSessionHours(sql.raw('inserted')), 'writer')})
      select flow, session_id from marked where not single_hour`);
    // A session with more than one hour is no longer single in any of them. Almost every batch
    // marks all its hours single (visits of minutes), and then there is nothing to unmark.
    if (spanning.rows.length === 0) return;
    await tx.execute(sql`
      update ${interactionSessionHours} as h set single_hour = false
       where h.single_hour
         and (h.flow, h.session_id) in (select * from unnest(${sql.param(spanning.rows.map((row) => row.flow))}::text[], ${sql.param(spanning.rows.map((row) => row.session_id))}::text[]))`);
  });
}

/**
 * Folds stored events (those matching `where`, on interaction_events as `e`) into the rollup,
 * marking nothing single; `markSingleHourSessions` then marks the sessions that have one hour.
 */
export async function rollUpStoredInteractionEvents(db: Pick<Database, 'execute'>, where: SQL): Promise<number> {
  const result = await db.execute(upsertSessionHours(foldSessionHours(sql`${interactionEvents}`, where), 'none'));
  return result.rowCount ?? 0;
}

/**
 * Marks every session's hours single or not, from the whole rollup: after a backfill or a bulk
 * load, with no writer running alongside (the backfill holds a table lock).
 */
export async function markSingleHourSessions(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`
    update ${interactionSessionHours} as h set single_hour = (sessions.hours = 1)
      from (select flow, session_id, count(*) as hours from ${interactionSessionHours} group by flow, session_id) as sessions
     where h.flow = sessions.flow and h.session_id = sessions.session_id and h.single_hour is distinct from (sessions.hours = 1)`);
}
