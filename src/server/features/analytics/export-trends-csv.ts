import { toTrendCsv } from '#domain/analytics/analytics-csv';
import type { AnalyticsDateRange } from '#domain/analytics/analytics-window';
import type { Database } from '#server/db/client';
import { getTrends } from './get-trends';
import { type CsvDownload, toCsvDownload } from './internal/to-csv-download';

/** The trend, one line per UK day, for a spreadsheet (docs/product/conversion-analytics.md#export). */
export async function exportTrendsCsv(deps: { db: Database; now: () => Date }, input: { dateRange: AnalyticsDateRange }): Promise<CsvDownload> {
  const { days } = await getTrends(deps, input);
  return toCsvDownload(`trend-${input.dateRange}`, deps.now(), toTrendCsv(days));
}
