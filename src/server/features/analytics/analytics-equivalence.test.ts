import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAnalyticsWindow, toPreviousWindow } from '#domain/analytics/analytics-window';
import { computeConversions } from '#domain/analytics/conversion-figures';
import { computeFunnel } from '#domain/analytics/funnel-figures';
import { ANALYTICS_FLOWS, CONVERSION_STEPS, FUNNEL_STAGES } from '#domain/analytics/funnel-stages';
import type { AnalyticsEvent } from '#domain/analytics/session-facts';
import { toSessionFacts } from '#domain/analytics/session-facts';
import { computeTrend } from '#domain/analytics/trend-figures';
import type { Conversions, FunnelStage, TrendDay } from '#contracts/analytics.contract';
import { insertAnalyticsEvents } from '#testing/factories/interaction-event-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

/** mulberry32: the same "random" visitors on every run, so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ACTIONS = ['step_start', 'step_start', 'step_start', 'step_complete', 'step_complete', 'abandon', 'field_fill', 'button_click'] as const;

/**
 * Visitors who do anything in any order: steps of either flow (stage steps, conversion steps,
 * unknown ones), completions with or without seconds, clicks, abandonments, sessions spanning
 * hours and days, some tabs in both flows. Spread over the last nine days.
 */
function randomVisits(random: () => number, sessions: number): AnalyticsEvent[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const events: AnalyticsEvent[] = [];
  for (let index = 0; index < sessions; index += 1) {
    const sessionId = `random-${index}`;
    let time = NOW.getTime() - random() * 9 * 86_400_000;
    const eventCount = 1 + Math.floor(random() * 14);
    const flows = random() < 0.15 ? ANALYTICS_FLOWS : [pick(ANALYTICS_FLOWS)];
    for (let event = 0; event < eventCount; event += 1) {
      const flow = pick(flows);
      const steps = [...FUNNEL_STAGES[flow].flatMap((stage) => stage.steps), ...CONVERSION_STEPS[flow], 'somewhere_else'];
      // Mostly seconds apart, sometimes an hour or a night later.
      time += random() < 0.1 ? random() * 20 * 3_600_000 : random() * 90_000;
      events.push({
        sessionId,
        flow,
        step: pick(steps),
        action: pick(ACTIONS),
        timeOnStepSeconds: random() < 0.2 ? null : Math.floor(random() * 120),
        createdAt: new Date(Math.min(time, NOW.getTime() + 3_600_000)),
        funnelKey: random() < 0.5 ? `fk-${index}` : null,
      });
    }
  }
  return events;
}

let t: TestApp;
let cookie: string;
const random = createRandom(13);
const events = randomVisits(random, 400);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
  // In batches of every size, as the writer meets them.
  for (let start = 0; start < events.length; ) {
    const size = 1 + Math.floor(random() * 300);
    await insertAnalyticsEvents(t.database.db, events.slice(start, start + size));
    start += size;
  }
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('the endpoints against the domain definitions, on visitors doing anything', () => {
  const moments = [NOW, new Date('2026-11-21T12:34:56.789Z'), new Date('2026-11-20T23:59:59.999Z'), new Date('2026-11-17T03:00:00.001Z')];

  it.each(moments.map((moment) => [moment.toISOString(), moment] as const))('now = %s', async (_label, moment) => {
    t.clock.now = moment;
    for (const range of ['last_24_hours', 'last_7_days', 'last_30_days'] as const) {
      const window = toAnalyticsWindow(range, moment);
      const facts = toSessionFacts(events, window);
      const { previousPeriod, ...current } = await get<Conversions>(`/api/analytics/conversions?dateRange=${range}`);
      expect(current, range).toEqual(computeConversions(facts));
      expect(previousPeriod, range).toEqual(computeConversions(toSessionFacts(events, toPreviousWindow(window))));
      for (const flow of ['all', 'home', 'pricing'] as const) {
        expect(await get<FunnelStage[]>(`/api/analytics/funnel?dateRange=${range}&flow=${flow}`), `${range} ${flow}`).toEqual(computeFunnel(facts, flow));
      }
      expect((await get<{ days: TrendDay[] }>(`/api/analytics/trends?dateRange=${range}`)).days, range).toEqual(computeTrend(events, window));
    }
  });
});
