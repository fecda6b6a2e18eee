import { sql } from 'drizzle-orm';
import { ANALYTICS_FLOWS } from '#domain/analytics/funnel-stages';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours } from '#server/db/schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type ExpiryBatch = {
  /** Events and rollup rows removed by this batch. */
  deleted: number;
  /** True when nothing older than the cutoff is left. */
  isDone: boolean;
};

/**
 * One small batch of the retention job (docs/product/conversion-analytics.md#retention): at most
 * `batchSize` interaction events of each flow older than the retention period, then at most
 * `batchSize` rollup hours that ended before it. Each DELETE is its own short statement on the
 * (flow, created_at) and (flow, hour_start) indexes, so the app's writes and reads never wait
 * long behind it.
 */
export async function deleteExpiredInteractionEvents(
  deps: { db: Database; now: () => Date },
  input: { retentionDays: number; batchSize: number },
): Promise<ExpiryBatch> {
  const cutoff = new Date(deps.now().getTime() - input.retentionDays * DAY_MS);
  // An hour's rollup goes once the whole hour is past the cutoff.
  const lastExpiredHourStart = new Date(cutoff.getTime() - HOUR_MS);
  let deleted = 0;
  let isDone = true;
  for (const flow of ANALYTICS_FLOWS) {
    const events = await deps.db.execute(sql`
      delete from ${interactionEvents}
       where id in (select id from ${interactionEvents}
                     where flow = ${flow} and created_at < ${cutoff.toISOString()}::timestamptz
                     limit ${input.batchSize})`);
    const hours = await deps.db.execute(sql`
      delete from ${interactionSessionHours}
       where (flow, hour_start, session_id) in (
         select flow, hour_start, session_id from ${interactionSessionHours}
          where flow = ${flow} and hour_start <= ${lastExpiredHourStart.toISOString()}::timestamptz
          limit ${input.batchSize})`);
    const eventCount = events.rowCount ?? 0;
    const hourCount = hours.rowCount ?? 0;
    deleted += eventCount + hourCount;
    if (eventCount >= input.batchSize || hourCount >= input.batchSize) isDone = false;
  }
  return { deleted, isDone };
}
