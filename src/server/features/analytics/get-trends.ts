import { type AnalyticsDateRange, toAnalyticsWindow } from '#domain/analytics/analytics-window';
import { toTrendDays } from '#domain/analytics/trend-figures';
import type { TrendDay } from '#contracts/analytics.contract';
import type { Database } from '#server/db/client';
import { countTrendDays } from './internal/count-trend-days';
import { readAnalytics } from './internal/read-analytics';

/** Each UK day of the range, oldest first (docs/product/conversion-analytics.md#trends). */
export async function getTrends(deps: { db: Database; now: () => Date }, input: { dateRange: AnalyticsDateRange }): Promise<{ days: TrendDay[] }> {
  const window = toAnalyticsWindow(input.dateRange, deps.now());
  return { days: toTrendDays(window, await readAnalytics(deps.db, (tx) => countTrendDays(tx, window))) };
}
