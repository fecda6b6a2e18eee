import { listLondonDates, toLondonDate, type TimeWindow } from './analytics-window';
import { computeConversions, NO_CONVERSIONS, toFlowConversion, type FlowConversion } from './conversion-figures';
import type { AnalyticsFlow } from './funnel-stages';
import { toSessionFacts, type AnalyticsEvent } from './session-facts';

/**
 * One UK calendar day of the trend (docs/product/conversion-analytics.md#trends): each flow's
 * sessions with an event that day, the sessions that converted that day, and the rate. A session
 * that runs past midnight counts on both days, so the days can add up to more than the range.
 */
export type TrendDay = { date: string; home: FlowConversion; pricing: FlowConversion };

/** A day's counts for one flow, as a query returns them. */
export type TrendCounts = { date: string; flow: AnalyticsFlow; sessions: number; completed: number };

/** Every day the window touches, oldest first, days without counts as zeros. */
export function toTrendDays(window: TimeWindow, counts: readonly TrendCounts[]): TrendDay[] {
  const byDay = new Map<string, TrendDay>(listLondonDates(window).map((date) => [date, { date, home: NO_CONVERSIONS, pricing: NO_CONVERSIONS }]));
  for (const row of counts) {
    const day = byDay.get(row.date);
    if (day) day[row.flow] = toFlowConversion(row.sessions, row.completed);
  }
  return [...byDay.values()];
}

/** The trend from the events themselves: each day's figures are the window's, cut to that day. */
export function computeTrend(events: readonly AnalyticsEvent[], window: TimeWindow): TrendDay[] {
  const counts = listLondonDates(window).flatMap((date) => {
    const conversions = computeConversions(toSessionFacts(events.filter((event) => toLondonDate(event.createdAt) === date), window));
    return (['home', 'pricing'] as const).map((flow) => ({ date, flow, sessions: conversions[flow].sessions, completed: conversions[flow].completed }));
  });
  return toTrendDays(window, counts);
}

/** No day of the range had a session. */
export function hasNoTrendSessions(days: readonly TrendDay[]): boolean {
  return days.every((day) => day.home.sessions === 0 && day.pricing.sessions === 0);
}
