import { type SQL, sql } from 'drizzle-orm';
import { splitWindowAtHours, type TimeWindow } from '#domain/analytics/analytics-window';
import type { AnalyticsFlow } from '#domain/analytics/funnel-stages';
import { interactionSessionHours } from '#server/db/schema';
import { foldSessionHours, STAGE_SECONDS_COLUMNS } from '#server/features/interactions/session-hour-rollup';

/** The rollup's columns every part of the union gives, in this order. */
const ROW_COLUMNS = sql.join(
  [
    sql.raw('flow, session_id, hour_start, london_day, entered_stages, converted'),
    ...STAGE_SECONDS_COLUMNS,
    sql.raw('last_stage, last_stage_at, funnel_key, last_event_at, single_hour'),
  ],
  sql`, `,
);

function instant(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Every flow-session-hour with events inside the window, one row each, shaped like the rollup
 * (docs/decisions/0012-analytics-hourly-session-rollup.md): the whole hours are read from the
 * rollup, the part-hours at either end are folded from the events themselves, so a range that
 * starts at 12:34:56 counts exactly the events from 12:34:56 on. A folded part-hour is never
 * marked single: its session's other hours, if any, must be merged with it.
 */
export function sessionHourRows(window: TimeWindow, flows: readonly AnalyticsFlow[]): SQL {
  const { head, wholeHours, tail } = splitWindowAtHours(window);
  const flowList = sql.param([...flows]);
  const parts: SQL[] = [];
  if (wholeHours) {
    parts.push(sql`
      select ${ROW_COLUMNS} from ${interactionSessionHours}
       where flow = any(${flowList}::text[])
         and hour_start >= ${instant(wholeHours.from)} and hour_start < ${instant(wholeHours.to)}`);
  }
  for (const part of [head, tail]) {
    if (!part) continue;
    const inPart = sql`e.flow = any(${flowList}::text[]) and e.created_at >= ${instant(part.from)} and e.created_at < ${instant(part.to)}`;
    parts.push(sql`select ${ROW_COLUMNS} from (select folded.*, false as single_hour from (${foldSessionHours(sql.raw('interaction_events'), inPart)}) as folded) as folded`);
  }
  if (parts.length === 0) return sql`select ${ROW_COLUMNS} from ${interactionSessionHours} where false`;
  return sql.join(parts, sql` union all `);
}

const SESSION_SECONDS = STAGE_SECONDS_COLUMNS.map((column) => sql`sum(${column})::int as ${column}`);

/**
 * One row per session of the window: the stages it entered, whether it converted, its seconds
 * per stage, its last event. Most sessions fit in one hour (their row is marked single) and are
 * read as they are; only the others have their hours merged, which is what makes a month of
 * sessions cheap to count (docs/decisions/0012-analytics-hourly-session-rollup.md).
 */
export function sessionsInWindow(window: TimeWindow, flows: readonly AnalyticsFlow[]): SQL {
  return sql`
    with rows as (${sessionHourRows(window, flows)})
    select flow, session_id, entered_stages, converted, ${sql.join(STAGE_SECONDS_COLUMNS, sql`, `)}, last_event_at
      from rows where single_hour
    union all
    select flow, session_id, bit_or(entered_stages)::int, bool_or(converted), ${sql.join(SESSION_SECONDS, sql`, `)}, max(last_event_at)
      from rows where not single_hour
     group by flow, session_id`;
}

/** One row per session and UK day of the window: whether the session converted that day. */
export function sessionDaysInWindow(window: TimeWindow, flows: readonly AnalyticsFlow[]): SQL {
  return sql`
    with rows as (${sessionHourRows(window, flows)})
    select london_day, flow, converted from rows where single_hour
    union all
    select london_day, flow, bool_or(converted) from rows where not single_hour group by london_day, flow, session_id`;
}
