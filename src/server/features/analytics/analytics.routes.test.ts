import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAnalyticsWindow, toPreviousWindow } from '#domain/analytics/analytics-window';
import { computeConversions } from '#domain/analytics/conversion-figures';
import { computeFunnel } from '#domain/analytics/funnel-figures';
import { toSessionFacts } from '#domain/analytics/session-facts';
import { computeTrend } from '#domain/analytics/trend-figures';
import { SCENARIO_EVENTS, SCENARIO_NOW } from '#domain/analytics/testing/analytics-scenario';
import type { Conversions, FunnelStage, TrendDay } from '#contracts/analytics.contract';
import { insertAnalyticsEvents } from '#testing/factories/interaction-event-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
  // The hand-made sessions of src/domain/analytics/testing/analytics-scenario.ts.
  await insertAnalyticsEvents(t.database.db, SCENARIO_EVENTS);
  t.clock.now = SCENARIO_NOW;
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('GET /api/analytics/conversions', () => {
  it('counts the last 7 days as worked out by hand, with the 7 days before (none)', async () => {
    t.clock.now = SCENARIO_NOW;
    expect(await get<Conversions>('/api/analytics/conversions?dateRange=last_7_days')).toEqual({
      // H1 … H7 and M's home part, H1 and H5 converted; P1 P2 P3 and M's pricing part, P2 and M converted.
      home: { sessions: 8, completed: 2, conversionRate: 25 },
      pricing: { sessions: 4, completed: 2, conversionRate: 50 },
      previousPeriod: { home: { sessions: 0, completed: 0, conversionRate: 0 }, pricing: { sessions: 0, completed: 0, conversionRate: 0 } },
    });
  });

  it('counts the last 24 hours, H5 from its events inside the range, and the 24 hours before (H7, H5 begun)', async () => {
    t.clock.now = SCENARIO_NOW;
    expect(await get<Conversions>('/api/analytics/conversions?dateRange=last_24_hours')).toEqual({
      home: { sessions: 6, completed: 2, conversionRate: 33.3 },
      pricing: { sessions: 4, completed: 2, conversionRate: 50 },
      previousPeriod: { home: { sessions: 2, completed: 0, conversionRate: 0 }, pricing: { sessions: 0, completed: 0, conversionRate: 0 } },
    });
  });

  it('defaults to the last 7 days', async () => {
    t.clock.now = SCENARIO_NOW;
    expect((await get<Conversions>('/api/analytics/conversions')).home.sessions).toBe(8);
  });

  it('answers zeros, not an error, for a range with no events', async () => {
    t.clock.now = new Date('2030-01-01T00:00:00.000Z');
    // A session of its own: the shared one would have gone idle by 2030.
    const { cookie: later } = await signInAsStaff(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/conversions?dateRange=last_30_days', headers: { cookie: later } });
    const zero = { sessions: 0, completed: 0, conversionRate: 0 };
    expect(response.json()).toEqual({ home: zero, pricing: zero, previousPeriod: { home: zero, pricing: zero } });
  });
});

describe('GET /api/analytics/funnel', () => {
  it('gives the home funnel of the last 7 days as worked out by hand', async () => {
    t.clock.now = SCENARIO_NOW;
    expect(await get<FunnelStage[]>('/api/analytics/funnel?dateRange=last_7_days&flow=home')).toEqual([
      { flow: 'home', stage: 'Customer Type', entrances: 8, completions: 7, exits: 1, averageTime: 5.4, dropoffRate: 12.5 },
      { flow: 'home', stage: 'Job Description', entrances: 6, completions: 5, exits: 1, averageTime: 202.6, dropoffRate: 16.7 },
      { flow: 'home', stage: 'Details', entrances: 6, completions: 4, exits: 2, averageTime: 47.8, dropoffRate: 33.3 },
      { flow: 'home', stage: 'AI Analysis', entrances: 4, completions: 3, exits: 1, averageTime: 2, dropoffRate: 25 },
      { flow: 'home', stage: 'Quote Selection', entrances: 3, completions: 2, exits: 1, averageTime: 31.5, dropoffRate: 33.3 },
    ]);
  });

  it('gives the pricing funnel, and both one after the other for all flows (the default)', async () => {
    t.clock.now = SCENARIO_NOW;
    const pricing = [
      { flow: 'pricing', stage: 'Job Input', entrances: 3, completions: 2, exits: 1, averageTime: 18, dropoffRate: 33.3 },
      { flow: 'pricing', stage: 'Job Confirmation', entrances: 2, completions: 2, exits: 0, averageTime: 7.5, dropoffRate: 0 },
      { flow: 'pricing', stage: 'Lead Capture', entrances: 2, completions: 2, exits: 0, averageTime: 26.5, dropoffRate: 0 },
      { flow: 'pricing', stage: 'Quote Display', entrances: 2, completions: 2, exits: 0, averageTime: 0, dropoffRate: 0 },
    ];
    expect(await get<FunnelStage[]>('/api/analytics/funnel?dateRange=last_7_days&flow=pricing')).toEqual(pricing);
    const all = await get<FunnelStage[]>('/api/analytics/funnel?dateRange=last_7_days');
    expect(all).toHaveLength(9);
    expect(all.slice(5)).toEqual(pricing);
  });

  it('gives the home funnel of the last 24 hours, where H5 began before the range', async () => {
    t.clock.now = SCENARIO_NOW;
    expect(await get<FunnelStage[]>('/api/analytics/funnel?dateRange=last_24_hours&flow=home')).toEqual([
      { flow: 'home', stage: 'Customer Type', entrances: 5, completions: 5, exits: 0, averageTime: 5, dropoffRate: 0 },
      { flow: 'home', stage: 'Job Description', entrances: 4, completions: 3, exits: 1, averageTime: 29.3, dropoffRate: 25 },
      { flow: 'home', stage: 'Details', entrances: 5, completions: 3, exits: 2, averageTime: 47, dropoffRate: 40 },
      { flow: 'home', stage: 'AI Analysis', entrances: 3, completions: 3, exits: 0, averageTime: 2, dropoffRate: 0 },
      { flow: 'home', stage: 'Quote Selection', entrances: 3, completions: 2, exits: 1, averageTime: 31.5, dropoffRate: 33.3 },
    ]);
  });
});

describe('GET /api/analytics/trends', () => {
  it('gives each UK day of the last 7 days, H4 on both sides of midnight', async () => {
    t.clock.now = SCENARIO_NOW;
    const zero = { sessions: 0, completed: 0, conversionRate: 0 };
    const { days } = await get<{ days: TrendDay[] }>('/api/analytics/trends?dateRange=last_7_days');
    expect(days.map((day) => day.date)).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(days.slice(0, 4).every((day) => day.home.sessions === 0 && day.pricing.sessions === 0)).toBe(true);
    expect(days.slice(4)).toEqual([
      { date: '2026-11-18', home: { sessions: 1, completed: 0, conversionRate: 0 }, pricing: zero },
      { date: '2026-11-19', home: { sessions: 1, completed: 0, conversionRate: 0 }, pricing: zero },
      { date: '2026-11-20', home: { sessions: 2, completed: 1, conversionRate: 50 }, pricing: zero },
      { date: '2026-11-21', home: { sessions: 5, completed: 1, conversionRate: 20 }, pricing: { sessions: 4, completed: 2, conversionRate: 50 } },
    ]);
  });
});

describe('the figures whatever the minute the range starts on', () => {
  // A range that does not start on the hour reads its first and last part-hours from the events
  // and the hours between from the rollup (docs/decisions/0012-analytics-hourly-session-rollup.md).
  // Ends chosen to cut through H4 (around midnight) and H5 (around noon on the 20th).
  const moments = ['2026-11-21T00:00:30.000Z', '2026-11-21T00:59:10.000Z', '2026-11-21T12:05:00.000Z', '2026-11-21T12:05:01.000Z', '2026-11-21T12:15:30.500Z', '2026-11-21T09:30:20.000Z'];

  it.each(moments)('now = %s: conversions, funnel and trend agree with the domain definitions', async (moment) => {
    t.clock.now = new Date(moment);
    for (const range of ['last_24_hours', 'last_7_days'] as const) {
      const window = toAnalyticsWindow(range, t.clock.now);
      const { previousPeriod, ...current } = await get<Conversions>(`/api/analytics/conversions?dateRange=${range}`);
      expect(current).toEqual(computeConversions(toSessionFacts(SCENARIO_EVENTS, window)));
      expect(previousPeriod).toEqual(computeConversions(toSessionFacts(SCENARIO_EVENTS, toPreviousWindow(window))));
      expect(await get<FunnelStage[]>(`/api/analytics/funnel?dateRange=${range}&flow=all`)).toEqual(computeFunnel(toSessionFacts(SCENARIO_EVENTS, window), 'all'));
      expect((await get<{ days: TrendDay[] }>(`/api/analytics/trends?dateRange=${range}`)).days).toEqual(computeTrend(SCENARIO_EVENTS, window));
    }
  });
});

describe('refusals', () => {
  it.each([
    ['/api/analytics/conversions?dateRange=last_year', 'dateRange'],
    ['/api/analytics/funnel?dateRange=last_7_days&flow=both', 'flow'],
    ['/api/analytics/trends?dateRange=', 'dateRange'],
    ['/api/analytics/dropped-off?dateRange=yesterday', 'dateRange'],
    ['/api/analytics/funnel.csv?flow=everything', 'flow'],
  ])('%s is a 400 problem naming %s', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ invalidParams: { name: string }[] }>().invalidParams.map((param) => param.name)).toContain(field);
  });

  it.each(['/api/analytics/conversions', '/api/analytics/funnel', '/api/analytics/trends', '/api/analytics/dropped-off', '/api/analytics/funnel.csv', '/api/analytics/trends.csv'])(
    '%s is for staff only',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});

describe('CSV exports', () => {
  it('download the stage table as the screen shows it', async () => {
    t.clock.now = SCENARIO_NOW;
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/funnel.csv?dateRange=last_7_days&flow=home', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-stages-home-last_7_days-2026-11-21.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Flow","Stage","Entrances","Completions","Exits","Avg Time (s)","Drop-off Rate (%)"');
    expect(lines[3]).toBe('"Home Page","Details",6,4,2,47.8,33.3');
    expect(lines).toHaveLength(7);
  });

  it('download the trend, one line per day', async () => {
    t.clock.now = SCENARIO_NOW;
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/trends.csv?dateRange=last_24_hours', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-trend-last_24_hours-2026-11-21.csv"');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n').slice(1)).toEqual(['"2026-11-20",2,1,50,0,0,0', '"2026-11-21",5,1,20,4,2,50', '']);
  });
});
