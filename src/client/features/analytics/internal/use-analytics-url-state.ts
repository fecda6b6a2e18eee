import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DATE_RANGES, FUNNEL_FLOW_FILTERS } from '#contracts/analytics.contract';
import { DEFAULT_ANALYTICS_DATE_RANGE } from '#domain/analytics/analytics-window';
import type { DateRange, FunnelFlowFilter } from '#client/resources/interactions/interactions-api';

export const ANALYTICS_TABS = ['comparison', 'funnel', 'stages', 'trends'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The screen's choices live in the URL, so a reload, a link or Back shows the same view. */
export type AnalyticsUrlState = { dateRange: DateRange; flow: FunnelFlowFilter; tab: AnalyticsTab };

const PARAM = { range: 'range', flow: 'flow', tab: 'tab' } as const;

function pick<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function readAnalyticsUrlState(search: string): AnalyticsUrlState {
  const params = new URLSearchParams(search);
  return {
    dateRange: pick(DATE_RANGES, params.get(PARAM.range), DEFAULT_ANALYTICS_DATE_RANGE),
    flow: pick(FUNNEL_FLOW_FILTERS, params.get(PARAM.flow), 'all'),
    tab: pick(ANALYTICS_TABS, params.get(PARAM.tab), 'comparison'),
  };
}

/** Defaults are left out: the plain screen is /admin/analytics. */
export function toAnalyticsSearchString(state: AnalyticsUrlState): string {
  const params = new URLSearchParams();
  if (state.dateRange !== DEFAULT_ANALYTICS_DATE_RANGE) params.set(PARAM.range, state.dateRange);
  if (state.flow !== 'all') params.set(PARAM.flow, state.flow);
  if (state.tab !== 'comparison') params.set(PARAM.tab, state.tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The state and a setter; a tab change replaces the history entry, a range or a filter adds one. */
export function useAnalyticsUrlState(): [AnalyticsUrlState, (change: Partial<AnalyticsUrlState>, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const update = useCallback(
    (change: Partial<AnalyticsUrlState>, options: { replace?: boolean } = {}) => {
      const next = { ...readAnalyticsUrlState(window.location.search), ...change };
      navigate(`${location}${toAnalyticsSearchString(next)}`, { replace: options.replace ?? false });
    },
    [location, navigate],
  );
  return [readAnalyticsUrlState(search), update];
}
