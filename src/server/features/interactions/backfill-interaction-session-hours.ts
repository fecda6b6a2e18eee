import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours } from '#server/db/schema';
import { markSingleHourSessions, rollUpStoredInteractionEvents } from './session-hour-rollup';

/**
 * Fills the hourly session rollup from the events already stored, once: when the rollup is
 * empty and events exist, which is the first start after the rollup was added
 * (docs/decisions/0012-analytics-hourly-session-rollup.md). Runs at start-up before the app
 * listens; the table lock makes a second instance starting at the same time wait and then find
 * the work done, and holds back other writers until the rollup and the events agree.
 * Returns the rollup rows written.
 */
export async function backfillInteractionSessionHours(deps: { db: Database }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${interactionSessionHours} in share row exclusive mode`);
    const found = await tx.execute<{ has_rollup: boolean; has_events: boolean }>(sql`
      select exists (select 1 from ${interactionSessionHours}) as has_rollup,
             exists (select 1 from ${interactionEvents}) as has_events`);
    const state = found.rows[0];
    if (!state || state.has_rollup || !state.has_events) return 0;
    const rows = await rollUpStoredInteractionEvents(tx, sql`true`);
    await markSingleHourSessions(tx);
    return rows;
  });
}
