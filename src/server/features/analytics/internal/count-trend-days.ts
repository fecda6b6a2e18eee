import { sql } from 'drizzle-orm';
import type { TimeWindow } from '#domain/analytics/analytics-window';
import type { TrendCounts } from '#domain/analytics/trend-figures';
import { ANALYTICS_FLOWS, isAnalyticsFlow } from '#domain/analytics/funnel-stages';
import type { AnalyticsReader } from './read-analytics';
import { sessionDaysInWindow } from './session-hour-rows';

/**
 * Per UK day and flow, the sessions with an event that day and those that converted that day
 * (`computeTrend`, counted in PostgreSQL). An hour belongs to one UK day: the UK's offset from
 * UTC is always whole hours.
 */
export async function countTrendDays(db: AnalyticsReader, window: TimeWindow): Promise<TrendCounts[]> {
  // The day is kept as a date while counting and written as text only for the few rows that
  // come out.
  const result = await db.execute<{ date: string; flow: string; sessions: number; completed: number }>(sql`
    select to_char(london_day, 'YYYY-MM-DD') as date, flow, count(*)::int as sessions, count(*) filter (where converted)::int as completed
      from (${sessionDaysInWindow(window, ANALYTICS_FLOWS)}) as day_sessions
     group by london_day, flow`);
  return result.rows.flatMap((row) => (isAnalyticsFlow(row.flow) ? [{ date: row.date, flow: row.flow, sessions: row.sessions, completed: row.completed }] : []));
}
