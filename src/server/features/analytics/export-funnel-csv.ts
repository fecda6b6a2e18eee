import { toStageCsv } from '#domain/analytics/analytics-csv';
import type { AnalyticsDateRange } from '#domain/analytics/analytics-window';
import type { FunnelFlowFilter } from '#domain/analytics/funnel-figures';
import type { Database } from '#server/db/client';
import { getFunnel } from './get-funnel';
import { type CsvDownload, toCsvDownload } from './internal/to-csv-download';

/** The stage table as the screen shows it, for a spreadsheet (docs/product/conversion-analytics.md#export). */
export async function exportFunnelCsv(
  deps: { db: Database; now: () => Date },
  input: { dateRange: AnalyticsDateRange; flow: FunnelFlowFilter },
): Promise<CsvDownload> {
  const stages = await getFunnel(deps, input);
  return toCsvDownload(`stages-${input.flow}-${input.dateRange}`, deps.now(), toStageCsv(stages));
}
