import { describe, expect, it } from 'vitest';
import { toAnalyticsWindow, toPreviousWindow } from './analytics-window';
import { computeConversions, toBestPerformer, toFlowConversion, toOverallConversion } from './conversion-figures';
import { toSessionFacts } from './session-facts';
import { SCENARIO_EVENTS, SCENARIO_NOW } from './testing/analytics-scenario';

describe('the conversions of the scenario (testing/analytics-scenario.ts), worked out by hand', () => {
  it('over the last 7 days', () => {
    const sessions = toSessionFacts(SCENARIO_EVENTS, toAnalyticsWindow('last_7_days', SCENARIO_NOW));
    expect(computeConversions(sessions)).toEqual({
      // H1 … H7 and M's home part; H1 and H5 reached a confirmation: 2 of 8.
      home: { sessions: 8, completed: 2, conversionRate: 25 },
      // P1 P2 P3 and M's pricing part; P2 and M saw the quote: 2 of 4.
      pricing: { sessions: 4, completed: 2, conversionRate: 50 },
    });
  });

  it('over the last 24 hours: H5 counts, as it has events inside the range and converted inside it', () => {
    const sessions = toSessionFacts(SCENARIO_EVENTS, toAnalyticsWindow('last_24_hours', SCENARIO_NOW));
    expect(computeConversions(sessions)).toEqual({
      // H1 H2 H3 H4 H5 M; H1 and H5 converted: 2 of 6 = 33.33 %.
      home: { sessions: 6, completed: 2, conversionRate: 33.3 },
      pricing: { sessions: 4, completed: 2, conversionRate: 50 },
    });
  });

  it('the 24 hours before: H7, and the first 8 seconds of H5, which converted only later', () => {
    const sessions = toSessionFacts(SCENARIO_EVENTS, toPreviousWindow(toAnalyticsWindow('last_24_hours', SCENARIO_NOW)));
    expect(computeConversions(sessions)).toEqual({
      home: { sessions: 2, completed: 0, conversionRate: 0 },
      pricing: { sessions: 0, completed: 0, conversionRate: 0 },
    });
  });

  it('a flow without sessions is all zeros', () => {
    expect(computeConversions([])).toEqual({ home: { sessions: 0, completed: 0, conversionRate: 0 }, pricing: { sessions: 0, completed: 0, conversionRate: 0 } });
  });
});

describe('the summary figures', () => {
  it('the overall rate is total conversions over total sessions, one decimal', () => {
    expect(toOverallConversion({ home: toFlowConversion(8, 2), pricing: toFlowConversion(4, 2) })).toEqual({ sessions: 12, completed: 4, conversionRate: 33.3 });
    expect(toOverallConversion({ home: toFlowConversion(0, 0), pricing: toFlowConversion(0, 0) }).conversionRate).toBe(0);
  });

  it.each([
    // home rate, pricing rate, best, text
    [25, 50, 'Pricing Page', '+25.0% better conversion'],
    [33.3, 12.5, 'Home Page', '+20.8% better conversion'],
    [40, 40, 'Home Page', '+0.0% better conversion'],
    [0, 0, 'Home Page', '+0.0% better conversion'],
    [10.1, 10.2, 'Pricing Page', '+0.1% better conversion'],
  ])('home %s %% against pricing %s %%: %s, %s', (homeRate, pricingRate, label, text) => {
    const best = toBestPerformer({ home: { sessions: 1, completed: 0, conversionRate: homeRate }, pricing: { sessions: 1, completed: 0, conversionRate: pricingRate } });
    expect(best.label).toBe(label);
    expect(best.text).toBe(text);
  });

  it('never counts more conversions than sessions', () => {
    expect(toFlowConversion(2, 5)).toEqual({ sessions: 2, completed: 2, conversionRate: 100 });
  });
});
