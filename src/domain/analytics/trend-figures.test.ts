import { describe, expect, it } from 'vitest';
import { toAnalyticsWindow } from './analytics-window';
import { computeTrend, hasNoTrendSessions, toTrendDays } from './trend-figures';
import { SCENARIO_EVENTS, SCENARIO_NOW } from './testing/analytics-scenario';

const zero = { sessions: 0, completed: 0, conversionRate: 0 };

describe('the trend of the scenario (testing/analytics-scenario.ts), worked out by hand', () => {
  it('over the last 7 days: one row per UK day, H4 counted on both sides of midnight', () => {
    expect(computeTrend(SCENARIO_EVENTS, toAnalyticsWindow('last_7_days', SCENARIO_NOW))).toEqual([
      { date: '2026-11-14', home: zero, pricing: zero },
      { date: '2026-11-15', home: zero, pricing: zero },
      { date: '2026-11-16', home: zero, pricing: zero },
      { date: '2026-11-17', home: zero, pricing: zero },
      // H6.
      { date: '2026-11-18', home: { sessions: 1, completed: 0, conversionRate: 0 }, pricing: zero },
      // H7.
      { date: '2026-11-19', home: { sessions: 1, completed: 0, conversionRate: 0 }, pricing: zero },
      // H5 (converted) and H4 until midnight.
      { date: '2026-11-20', home: { sessions: 2, completed: 1, conversionRate: 50 }, pricing: zero },
      // H1 (converted), H2, H3, H4's abandonment after midnight, M; P1, P2 and M converting, P3.
      { date: '2026-11-21', home: { sessions: 5, completed: 1, conversionRate: 20 }, pricing: { sessions: 4, completed: 2, conversionRate: 50 } },
    ]);
  });

  it('over the last 24 hours: two days, the first from noon', () => {
    const days = computeTrend(SCENARIO_EVENTS, toAnalyticsWindow('last_24_hours', SCENARIO_NOW));
    expect(days.map((day) => [day.date, day.home.sessions, day.home.completed, day.pricing.sessions])).toEqual([
      ['2026-11-20', 2, 1, 0],
      ['2026-11-21', 5, 1, 4],
    ]);
    expect(hasNoTrendSessions(days)).toBe(false);
    expect(hasNoTrendSessions(computeTrend([], toAnalyticsWindow('last_24_hours', SCENARIO_NOW)))).toBe(true);
  });
});

describe('trend days from counts', () => {
  it('fill the days without counts with zeros and ignore counts outside the window', () => {
    const window = { from: new Date('2026-03-28T12:00:00Z'), to: new Date('2026-03-30T12:00:00Z') };
    expect(
      toTrendDays(window, [
        { date: '2026-03-29', flow: 'pricing', sessions: 4, completed: 1 },
        { date: '2026-01-01', flow: 'home', sessions: 9, completed: 9 },
      ]),
    ).toEqual([
      { date: '2026-03-28', home: zero, pricing: zero },
      // The clocks go forward on the 29th: a 23-hour day is still one row.
      { date: '2026-03-29', home: zero, pricing: { sessions: 4, completed: 1, conversionRate: 25 } },
      { date: '2026-03-30', home: zero, pricing: zero },
    ]);
  });
});
