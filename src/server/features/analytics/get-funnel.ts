import { type AnalyticsDateRange, toAnalyticsWindow } from '#domain/analytics/analytics-window';
import { type FunnelFlowFilter, toFilteredFlows, toFunnelFigures } from '#domain/analytics/funnel-figures';
import type { FunnelStage } from '#contracts/analytics.contract';
import type { Database } from '#server/db/client';
import { countFunnelStages } from './internal/count-funnel-stages';
import { readAnalytics } from './internal/read-analytics';

/** The funnel's stage rows for the range and the flow filter (docs/product/conversion-analytics.md#endpoints). */
export async function getFunnel(
  deps: { db: Database; now: () => Date },
  input: { dateRange: AnalyticsDateRange; flow: FunnelFlowFilter },
): Promise<FunnelStage[]> {
  const window = toAnalyticsWindow(input.dateRange, deps.now());
  return toFunnelFigures(input.flow, await readAnalytics(deps.db, (tx) => countFunnelStages(tx, window, toFilteredFlows(input.flow))));
}
