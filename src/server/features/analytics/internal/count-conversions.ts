import { sql } from 'drizzle-orm';
import type { TimeWindow } from '#domain/analytics/analytics-window';
import { type Conversions, NO_CONVERSIONS, toFlowConversion } from '#domain/analytics/conversion-figures';
import { ANALYTICS_FLOWS, isAnalyticsFlow } from '#domain/analytics/funnel-stages';
import type { AnalyticsReader } from './read-analytics';
import { sessionsInWindow } from './session-hour-rows';

/**
 * Each flow's sessions in the window and how many converted (`computeConversions`, counted in
 * PostgreSQL): a session is counted once however many hours it spans.
 */
export async function countConversions(db: AnalyticsReader, window: TimeWindow): Promise<Conversions> {
  const result = await db.execute<{ flow: string; sessions: number; completed: number }>(sql`
    select flow, count(*)::int as sessions, count(*) filter (where converted)::int as completed
      from (${sessionsInWindow(window, ANALYTICS_FLOWS)}) as sessions
     group by flow`);
  const conversions: Conversions = { home: NO_CONVERSIONS, pricing: NO_CONVERSIONS };
  for (const row of result.rows) {
    if (isAnalyticsFlow(row.flow)) conversions[row.flow] = toFlowConversion(row.sessions, row.completed);
  }
  return conversions;
}
