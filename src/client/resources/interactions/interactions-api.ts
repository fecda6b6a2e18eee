import { queryOptions } from '@tanstack/react-query';
import type { DATE_RANGES, FUNNEL_FLOW_FILTERS} from '#contracts/analytics.contract';
import { getConversions, getFunnel } from '#contracts/analytics.contract';
import { apiRequest } from '#client/lib/api-client';

/**
 * Interaction events as the back office reads them back: the conversion figures and the
 * funnel of each customer flow (docs/product/conversion-analytics.md#endpoints). The customer screens
 * write the events through tracking.ts.
 */
export type DateRange = (typeof DATE_RANGES)[number];
export type FunnelFlowFilter = (typeof FUNNEL_FLOW_FILTERS)[number];

export const interactionKeys = {
  all: ['interactions'] as const,
  conversions: (dateRange: DateRange) => [...interactionKeys.all, 'conversions', dateRange] as const,
  funnel: (dateRange: DateRange, flow: FunnelFlowFilter) => [...interactionKeys.all, 'funnel', dateRange, flow] as const,
};

export function conversionsQueryOptions(dateRange: DateRange) {
  return queryOptions({
    queryKey: interactionKeys.conversions(dateRange),
    queryFn: ({ signal }) => apiRequest(getConversions, { query: { dateRange }, signal }),
  });
}

export function funnelQueryOptions(dateRange: DateRange, flow: FunnelFlowFilter) {
  return queryOptions({
    queryKey: interactionKeys.funnel(dateRange, flow),
    queryFn: ({ signal }) => apiRequest(getFunnel, { query: { dateRange, flow }, signal }),
  });
}
