import { sql } from 'drizzle-orm';
import type { TimeWindow } from '#domain/analytics/analytics-window';
import type { StageCounts } from '#domain/analytics/funnel-figures';
import { type AnalyticsFlow, FUNNEL_STAGES, MAX_FUNNEL_STAGES, isAnalyticsFlow } from '#domain/analytics/funnel-stages';
import { STAGE_SECONDS_COLUMNS } from '#server/features/interactions/session-hour-rollup';
import type { AnalyticsReader } from './read-analytics';
import { sessionsInWindow } from './session-hour-rows';

const POSITIONS = Array.from({ length: MAX_FUNNEL_STAGES }, (_, index) => index);

/**
 * Each stage's entrances, completions and completed seconds, for each flow asked
 * (`countFunnelStages`, counted in PostgreSQL). A session's hours are first merged (its stages
 * entered, whether it converted, its seconds per stage); then a stage's completions are the
 * sessions that entered it and either entered a later one or converted (`hasCompletedStage`).
 */
export async function countFunnelStages(db: AnalyticsReader, window: TimeWindow, flows: readonly AnalyticsFlow[]): Promise<Record<AnalyticsFlow, StageCounts[]>> {
  const perStage = POSITIONS.flatMap((index) => {
    const bit = sql.raw(String(1 << index));
    const entered = sql`(entered_stages & ${bit}) <> 0`;
    const completed = sql`${entered} and (converted or (entered_stages >> ${sql.raw(String(index + 1))}) <> 0)`;
    return [
      sql`count(*) filter (where ${entered})::int as ${sql.raw(`entrances_${index}`)}`,
      sql`count(*) filter (where ${completed})::int as ${sql.raw(`completions_${index}`)}`,
      sql`coalesce(sum(${STAGE_SECONDS_COLUMNS[index]}) filter (where ${completed}), 0)::bigint as ${sql.raw(`completed_seconds_${index}`)}`,
    ];
  });
  const result = await db.execute<Record<string, string | number>>(sql`
    select flow, ${sql.join(perStage, sql`, `)}
      from (${sessionsInWindow(window, flows)}) as sessions
     group by flow`);
  const counts: Record<AnalyticsFlow, StageCounts[]> = { home: emptyCounts('home'), pricing: emptyCounts('pricing') };
  for (const row of result.rows) {
    const flow = row.flow;
    if (!isAnalyticsFlow(flow)) continue;
    counts[flow] = FUNNEL_STAGES[flow].map((_stage, index) => ({
      entrances: Number(row[`entrances_${index}`] ?? 0),
      completions: Number(row[`completions_${index}`] ?? 0),
      completedSeconds: Number(row[`completed_seconds_${index}`] ?? 0),
    }));
  }
  return counts;
}

function emptyCounts(flow: AnalyticsFlow): StageCounts[] {
  return FUNNEL_STAGES[flow].map(() => ({ entrances: 0, completions: 0, completedSeconds: 0 }));
}
