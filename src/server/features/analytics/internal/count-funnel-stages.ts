import { sql } from 'drizzle-orm';
import type { TimeWindow } from '#domain/analytics/analytics-window';
import { countFunnelStages as countStagesOfPatterns, type SessionPattern, type StageCounts } from '#domain/analytics/funnel-figures';
import { type AnalyticsFlow, isAnalyticsFlow } from '#domain/analytics/funnel-stages';
import { STAGE_SECONDS_COLUMNS } from '#server/features/interactions/session-hour-rollup';
import type { AnalyticsReader } from './read-analytics';
import { sessionsInWindow } from './session-hour-rows';

type PatternRow = { flow: string; entered_stages: number; converted: boolean; sessions: number } & Record<string, unknown>;

/**
 * Each stage's entrances, completions and completed seconds, for each flow asked. PostgreSQL
 * counts the window's sessions by pattern (the stages entered, converted or not: a few dozen
 * rows for a month), and the domain's own definition (`countFunnelStages`,
 * `hasCompletedStage`) turns the patterns into stage counts.
 */
export async function countFunnelStages(db: AnalyticsReader, window: TimeWindow, flows: readonly AnalyticsFlow[]): Promise<Record<AnalyticsFlow, StageCounts[]>> {
  const seconds = STAGE_SECONDS_COLUMNS.map((column, index) => sql`coalesce(sum(${column}), 0)::bigint as ${sql.raw(`seconds_${index}`)}`);
  const result = await db.execute<PatternRow>(sql`
    select flow, entered_stages, converted, count(*)::int as sessions, ${sql.join(seconds, sql`, `)}
      from (${sessionsInWindow(window, flows)}) as sessions
     group by flow, entered_stages, converted`);
  const patterns = result.rows.flatMap((row): SessionPattern[] =>
    isAnalyticsFlow(row.flow)
      ? [
          {
            flow: row.flow,
            enteredStages: Number(row.entered_stages),
            converted: row.converted,
            sessions: Number(row.sessions),
            stageSeconds: STAGE_SECONDS_COLUMNS.map((_column, index) => Number(row[`seconds_${index}`] ?? 0)),
          },
        ]
      : [],
  );
  return { home: countStagesOfPatterns(patterns, 'home'), pricing: countStagesOfPatterns(patterns, 'pricing') };
}
