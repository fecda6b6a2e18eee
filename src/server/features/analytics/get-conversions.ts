import { type AnalyticsDateRange, toAnalyticsWindow, toPreviousWindow } from '#domain/analytics/analytics-window';
import type { Conversions } from '#contracts/analytics.contract';
import type { Database } from '#server/db/client';
import { countConversions } from './internal/count-conversions';
import { readAnalytics } from './internal/read-analytics';

/**
 * Each flow's sessions, conversions and rate in the range, and in the period of the same length
 * before it (docs/product/conversion-analytics.md#endpoints). The two are counted at once.
 */
export async function getConversions(deps: { db: Database; now: () => Date }, input: { dateRange: AnalyticsDateRange }): Promise<Conversions> {
  const window = toAnalyticsWindow(input.dateRange, deps.now());
  const [current, previousPeriod] = await Promise.all([
    readAnalytics(deps.db, (tx) => countConversions(tx, window)),
    readAnalytics(deps.db, (tx) => countConversions(tx, toPreviousWindow(window))),
  ]);
  return { ...current, previousPeriod };
}
