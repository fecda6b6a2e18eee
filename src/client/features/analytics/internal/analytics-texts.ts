import type { AnalyticsFlow } from '#domain/analytics/funnel-stages';
import type { DateRange, FunnelFlowFilter } from '#client/resources/interactions/interactions-api';

// The screen's exact texts (docs/product/conversion-analytics.md).

export const DATE_RANGE_LABELS: Readonly<Record<DateRange, string>> = {
  last_24_hours: 'Last 24 Hours',
  last_7_days: 'Last 7 Days',
  last_30_days: 'Last 30 Days',
};

export const FLOW_FILTER_LABELS: Readonly<Record<FunnelFlowFilter, string>> = {
  all: 'All Flows',
  home: 'Home Only',
  pricing: 'Pricing Only',
};

/** The Flow Comparison tab's two cards. */
export const FLOW_CARDS: Readonly<Record<AnalyticsFlow, { title: string; badge: string }>> = {
  home: { title: 'Home Page Flow', badge: 'Original' },
  pricing: { title: 'Pricing Page Flow', badge: 'Optimized' },
};

/** Home blue, pricing gold (docs/product/conversion-analytics.md#colours), as CSS colours for the charts. */
export const FLOW_COLOURS: Readonly<Record<AnalyticsFlow, string>> = {
  home: 'var(--chart-home)',
  pricing: 'var(--chart-pricing)',
};

/** The same colours as Tailwind classes, for dots and bars outside the charts. */
export const FLOW_BACKGROUNDS: Readonly<Record<AnalyticsFlow, string>> = {
  home: 'bg-chart-home',
  pricing: 'bg-chart-pricing',
};
