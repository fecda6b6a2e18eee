import { describe, expect, it } from 'vitest';
import { toAnalyticsWindow } from './analytics-window';
import { computeFunnel, countFunnelStages, hasNoVisitors, toCompletionPercent, toDropoffTone, toFunnelStageFigures } from './funnel-figures';
import { toSessionFacts } from './session-facts';
import { SCENARIO_EVENTS, SCENARIO_NOW } from './testing/analytics-scenario';

describe('the funnel of the scenario (testing/analytics-scenario.ts), worked out by hand', () => {
  it('over the last 7 days', () => {
    const sessions = toSessionFacts(SCENARIO_EVENTS, toAnalyticsWindow('last_7_days', SCENARIO_NOW));
    expect(computeFunnel(sessions, 'home')).toEqual([
      // Entered: H1 H2 H3 H4 H5 H6 H7 M (8). Gone past: all but H6, who only answered it (7).
      // Seconds of those 7: 5 + 6 + 4 + 7 + 8 + 5 + 3 = 38 → 5.43.
      { flow: 'home', stage: 'Customer Type', entrances: 8, completions: 7, exits: 1, averageTime: 5.4, dropoffRate: 12.5 },
      // Entered: H1 H3 H4 H5 H7 M (H2 skipped it). Gone past: all but M, who went to the pricing
      // page. Seconds: 40 + 30 + 18 + 900 + 25 = 1013 → 202.6. 1 of 6 → 16.7 %.
      { flow: 'home', stage: 'Job Description', entrances: 6, completions: 5, exits: 1, averageTime: 202.6, dropoffRate: 16.7 },
      // Entered: H1 H2 H3 H4 H5 H7. Gone past: H1 H4 H5 H7 (H2 left it, H3 went back from it).
      // Seconds: H1 10 + 30, H4 11 + 45, H5 20 + 25, H7 10 + 40 = 191 → 47.75.
      { flow: 'home', stage: 'Details', entrances: 6, completions: 4, exits: 2, averageTime: 47.8, dropoffRate: 33.3 },
      // Entered: H1 H4 H5 H7. Gone past: H1 H4 H5 (H7 left during the wait). 2 s each.
      { flow: 'home', stage: 'AI Analysis', entrances: 4, completions: 3, exits: 1, averageTime: 2, dropoffRate: 25 },
      // Entered: H1 H4 H5. Gone past, i.e. converted: H1 (phone quote) and H5 (video).
      // Seconds: H1 8 + 20, H5 5 + 30 = 63 → 31.5.
      { flow: 'home', stage: 'Quote Selection', entrances: 3, completions: 2, exits: 1, averageTime: 31.5, dropoffRate: 33.3 },
    ]);
    expect(computeFunnel(sessions, 'pricing')).toEqual([
      // Entered: P1 P2 M (P3 sent only a click). Gone past: P2 M. Seconds: P2 19, M 17.
      { flow: 'pricing', stage: 'Job Input', entrances: 3, completions: 2, exits: 1, averageTime: 18, dropoffRate: 33.3 },
      // P2 9 s (its first 8 s ended with Go Back), M 6 s.
      { flow: 'pricing', stage: 'Job Confirmation', entrances: 2, completions: 2, exits: 0, averageTime: 7.5, dropoffRate: 0 },
      // P2 30 + 1, M 20 + 2.
      { flow: 'pricing', stage: 'Lead Capture', entrances: 2, completions: 2, exits: 0, averageTime: 26.5, dropoffRate: 0 },
      // Reaching the quote is the goal: no exits; no completion event carries a time.
      { flow: 'pricing', stage: 'Quote Display', entrances: 2, completions: 2, exits: 0, averageTime: 0, dropoffRate: 0 },
    ]);
  });

  it('over the last 24 hours, where H5 started before the range and H6, H7 are outside it', () => {
    const sessions = toSessionFacts(SCENARIO_EVENTS, toAnalyticsWindow('last_24_hours', SCENARIO_NOW));
    expect(computeFunnel(sessions, 'home')).toEqual([
      // H1 H2 H3 H4 M, all gone past: 5 + 6 + 4 + 7 + 3 = 25.
      { flow: 'home', stage: 'Customer Type', entrances: 5, completions: 5, exits: 0, averageTime: 5, dropoffRate: 0 },
      // H1 H3 H4 M; gone past H1 H3 H4: 40 + 30 + 18 = 88 → 29.33. H5's 900 s belong to a start before the range.
      { flow: 'home', stage: 'Job Description', entrances: 4, completions: 3, exits: 1, averageTime: 29.3, dropoffRate: 25 },
      // H1 H2 H3 H4 H5; gone past H1 H4 H5: 40 + 56 + 45 = 141.
      { flow: 'home', stage: 'Details', entrances: 5, completions: 3, exits: 2, averageTime: 47, dropoffRate: 40 },
      { flow: 'home', stage: 'AI Analysis', entrances: 3, completions: 3, exits: 0, averageTime: 2, dropoffRate: 0 },
      { flow: 'home', stage: 'Quote Selection', entrances: 3, completions: 2, exits: 1, averageTime: 31.5, dropoffRate: 33.3 },
    ]);
  });

  it("'all' lists the home page's stages, then the pricing page's", () => {
    const sessions = toSessionFacts(SCENARIO_EVENTS, toAnalyticsWindow('last_7_days', SCENARIO_NOW));
    expect(computeFunnel(sessions, 'all').map((row) => `${row.flow}:${row.stage}`)).toEqual([
      'home:Customer Type',
      'home:Job Description',
      'home:Details',
      'home:AI Analysis',
      'home:Quote Selection',
      'pricing:Job Input',
      'pricing:Job Confirmation',
      'pricing:Lead Capture',
      'pricing:Quote Display',
    ]);
  });

  it('every stage reads zero, never NaN, when nobody came', () => {
    const rows = computeFunnel([], 'all');
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row).toMatchObject({ entrances: 0, completions: 0, exits: 0, averageTime: 0, dropoffRate: 0 });
    expect(hasNoVisitors(rows)).toBe(true);
    expect(hasNoVisitors([...rows, { entrances: 1 }])).toBe(false);
  });
});

describe('a stage row from its counts', () => {
  it.each([
    [{ entrances: 0, completions: 0, completedSeconds: 0 }, { exits: 0, averageTime: 0, dropoffRate: 0 }],
    [{ entrances: 3, completions: 0, completedSeconds: 0 }, { exits: 3, averageTime: 0, dropoffRate: 100 }],
    [{ entrances: 3, completions: 3, completedSeconds: 10 }, { exits: 0, averageTime: 3.3, dropoffRate: 0 }],
    // A count from outside that makes no sense is held to one that does.
    [{ entrances: 2, completions: 5, completedSeconds: 4 }, { completions: 2, exits: 0, averageTime: 2, dropoffRate: 0 }],
    [{ entrances: -1, completions: -1, completedSeconds: -5 }, { entrances: 0, completions: 0, exits: 0, averageTime: 0, dropoffRate: 0 }],
  ])('%j gives %j', (counts, expected) => {
    expect(toFunnelStageFigures('home', 'Details', counts)).toMatchObject(expected);
  });
});

describe('the funnel rows on screen', () => {
  it('show completions over entrances with one decimal, 0 when nobody entered', () => {
    expect(toCompletionPercent({ entrances: 6, completions: 4 })).toBe(66.7);
    expect(toCompletionPercent({ entrances: 0, completions: 0 })).toBe(0);
  });

  it.each([
    [30, 'fine'],
    [30.1, 'alert'],
    [0, 'fine'],
    [100, 'alert'],
  ] as const)('a drop-off of %s %% is %s', (rate, tone) => {
    expect(toDropoffTone(rate)).toBe(tone);
  });
});

describe('stage counts from session patterns', () => {
  it('weigh each pattern by its sessions, as one session at a time would', () => {
    // 3 home sessions entered stages 0 and 1 and stopped; 2 went on to convert from stage 4.
    const patterns = [
      { flow: 'home' as const, enteredStages: 0b00011, converted: false, sessions: 3, stageSeconds: [30, 12, 0, 0, 0] },
      { flow: 'home' as const, enteredStages: 0b10001, converted: true, sessions: 2, stageSeconds: [8, 0, 0, 0, 50] },
      { flow: 'pricing' as const, enteredStages: 0b1, converted: false, sessions: 9, stageSeconds: [90, 0, 0, 0, 0] },
    ];
    expect(countFunnelStages(patterns, 'home')).toEqual([
      // All 5 entered the first stage and went past it: 30 + 8 seconds.
      { entrances: 5, completions: 5, completedSeconds: 38 },
      // The 3 entered the second and stopped there.
      { entrances: 3, completions: 0, completedSeconds: 0 },
      { entrances: 0, completions: 0, completedSeconds: 0 },
      { entrances: 0, completions: 0, completedSeconds: 0 },
      // The 2 skipped to the last and converted.
      { entrances: 2, completions: 2, completedSeconds: 50 },
    ]);
  });
});
