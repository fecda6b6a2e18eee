import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type Conversions,
  type DATE_RANGES,
  exportFunnelCsv,
  exportTrendsCsv,
  type FUNNEL_FLOW_FILTERS,
  getConversions,
  getDroppedOff,
  getFunnel,
  getTrends,
} from '#contracts/analytics.contract';
import { PREVIOUS_PERIOD_LABELS } from '#domain/analytics/analytics-window';
import { type BestPerformer, type FlowConversion, toBestPerformer, toOverallConversion } from '#domain/analytics/conversion-figures';
import { type SummaryChanges, toSummaryChanges } from '#domain/analytics/period-change';
import { apiRequest, buildUrl } from '#client/lib/api-client';

/**
 * Interaction events as the back office reads them back: the conversion figures, the funnel,
 * the trend and the customers who dropped off (docs/product/conversion-analytics.md#endpoints).
 * The customer screens write the events through tracking.ts.
 */
export type DateRange = (typeof DATE_RANGES)[number];
export type FunnelFlowFilter = (typeof FUNNEL_FLOW_FILTERS)[number];

export const interactionKeys = {
  all: ['interactions'] as const,
  analytics: () => [...interactionKeys.all, 'analytics'] as const,
  conversions: (dateRange: DateRange) => [...interactionKeys.analytics(), 'conversions', dateRange] as const,
  funnel: (dateRange: DateRange, flow: FunnelFlowFilter) => [...interactionKeys.analytics(), 'funnel', dateRange, flow] as const,
  trends: (dateRange: DateRange) => [...interactionKeys.analytics(), 'trends', dateRange] as const,
  droppedOff: (dateRange: DateRange) => [...interactionKeys.analytics(), 'dropped-off', dateRange] as const,
};

/**
 * Figures move with every visitor: a range or filter chosen again is fetched again rather than
 * read from a cache up to five minutes old (docs/product/conversion-analytics.md#header-and-ranges).
 */
const ANALYTICS_STALE_TIME_MS = 0;

export function conversionsQueryOptions(dateRange: DateRange) {
  return queryOptions({
    queryKey: interactionKeys.conversions(dateRange),
    queryFn: ({ signal }) => apiRequest(getConversions, { query: { dateRange }, signal }),
    staleTime: ANALYTICS_STALE_TIME_MS,
  });
}

export function funnelQueryOptions(dateRange: DateRange, flow: FunnelFlowFilter) {
  return queryOptions({
    queryKey: interactionKeys.funnel(dateRange, flow),
    queryFn: ({ signal }) => apiRequest(getFunnel, { query: { dateRange, flow }, signal }),
    staleTime: ANALYTICS_STALE_TIME_MS,
  });
}

export function trendsQueryOptions(dateRange: DateRange) {
  return queryOptions({
    queryKey: interactionKeys.trends(dateRange),
    queryFn: ({ signal }) => apiRequest(getTrends, { query: { dateRange }, signal }),
    staleTime: ANALYTICS_STALE_TIME_MS,
  });
}

export function droppedOffQueryOptions(dateRange: DateRange) {
  return queryOptions({
    queryKey: interactionKeys.droppedOff(dateRange),
    queryFn: ({ signal }) => apiRequest(getDroppedOff, { query: { dateRange }, signal }),
    staleTime: ANALYTICS_STALE_TIME_MS,
  });
}

/** What the four summary cards show (docs/product/conversion-analytics.md#summary-cards). */
export type ConversionSummary = {
  home: FlowConversion;
  pricing: FlowConversion;
  overall: FlowConversion;
  bestPerformer: BestPerformer;
  changes: SummaryChanges;
};

/** The conversions as the summary cards read them, compared with the period before. */
export function selectConversionSummary(dateRange: DateRange): (conversions: Conversions) => ConversionSummary {
  return ({ home, pricing, previousPeriod }) => ({
    home,
    pricing,
    overall: toOverallConversion({ home, pricing }),
    bestPerformer: toBestPerformer({ home, pricing }),
    changes: toSummaryChanges({ home, pricing }, previousPeriod, PREVIOUS_PERIOD_LABELS[dateRange]),
  });
}

/** 'Refresh': every analytics figure on screen is fetched again. */
export function useRefreshAnalytics(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: interactionKeys.analytics() });
}

/** The stage table as CSV, downloaded by the browser with the session cookie. */
export function toFunnelCsvHref(dateRange: DateRange, flow: FunnelFlowFilter): string {
  return buildUrl(exportFunnelCsv.path, {}, { dateRange, flow });
}

/** The trend as CSV, downloaded by the browser with the session cookie. */
export function toTrendsCsvHref(dateRange: DateRange): string {
  return buildUrl(exportTrendsCsv.path, {}, { dateRange });
}
