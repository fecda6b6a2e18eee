import { type SQL, sql } from 'drizzle-orm';
import { splitWindowAtHours, type TimeWindow } from '#domain/analytics/analytics-window';
import type { AnalyticsFlow } from '#domain/analytics/funnel-stages';
import { interactionSessionHours } from '#server/db/schema';
import { foldSessionHours, STAGE_SECONDS_COLUMNS } from '#server/features/interactions/session-hour-rollup';

/** The rollup's columns every part of the union gives, in this order. */
const ROW_COLUMNS = sql.join(
  [
    sql.raw('flow, session_id, hour_start, entered_stages, converted'),
    ...STAGE_SECONDS_COLUMNS,
    sql.raw('last_stage, last_stage_at, funnel_key, last_event_at'),
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
 * starts at 12:34:56 counts exactly the events from 12:34:56 on. Queries group these by session.
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
    parts.push(sql`select ${ROW_COLUMNS} from (${foldSessionHours(sql.raw('interaction_events'), inPart)}) as folded`);
  }
  if (parts.length === 0) return sql`select ${ROW_COLUMNS} from ${interactionSessionHours} where false`;
  return sql.join(parts, sql` union all `);
}
