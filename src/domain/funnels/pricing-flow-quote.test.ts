import { describe, expect, it } from 'vitest';
import { priceJob } from '../pricing/price-job';
import { DEFAULT_PRICING_CONFIG } from '../pricing/pricing-config';
import { createPricingPageQuote, type QuotableAnalysis, toPricingPageQuote } from './pricing-flow-quote';

const TAP_AND_SHELVES: QuotableAnalysis = {
  tasks: [
    { description: 'Replace kitchen mixer tap', complexity: 'moderate', estimatedHours: 1.5, estimatedMaterials: 0 },
    { description: 'Put up two shelves', complexity: 'simple', estimatedHours: 1, estimatedMaterials: 10 },
  ],
  totalEstimatedHours: 2.5,
  estimatedRange: { low: 150, high: 203 },
  quote: { breakdown: { minimumChargeApplied: false } },
};

describe('createPricingPageQuote', () => {
  it('prices the tasks with the config at the urgency the customer chose', () => {
    const neutral = createPricingPageQuote(TAP_AND_SHELVES, 'within_week', DEFAULT_PRICING_CONFIG);
    const rushed = createPricingPageQuote(TAP_AND_SHELVES, 'asap', DEFAULT_PRICING_CONFIG);
    const expected = priceJob({ tasks: TAP_AND_SHELVES.tasks, totalEstimatedHours: 2.5 }, DEFAULT_PRICING_CONFIG, 'medium');

    expect(neutral.lowPence).toBe(expected.estimatedRange.lowPence);
    expect(neutral.highPence).toBe(expected.estimatedRange.highPence);
    expect(neutral.lowPence % 100).toBe(0);
    expect(rushed.lowPence).toBeGreaterThan(neutral.lowPence);
  });

  it('shows the midpoint rounded to whole pounds, half a pound up', () => {
    const quote = createPricingPageQuote({ ...TAP_AND_SHELVES, estimatedRange: { low: 85, high: 116 } }, 'within_week', null);
    expect(quote).toMatchObject({ lowPence: 8500, highPence: 11600, midpointPence: 10100 });
  });

  it("falls back to the analysis's own range and flag without a config", () => {
    const quote = createPricingPageQuote(
      { ...TAP_AND_SHELVES, estimatedRange: { low: 43, high: 58 }, quote: { breakdown: { minimumChargeApplied: true } } },
      'asap',
      null,
    );
    expect(quote).toEqual({ lowPence: 4300, highPence: 5800, midpointPence: 5100, minimumChargeApplied: true });
  });

  it('says the minimum charge applied when a small job is raised to it', () => {
    const small: QuotableAnalysis = {
      tasks: [{ description: 'Tighten a loose door handle', complexity: 'simple', estimatedHours: 0.25, estimatedMaterials: 0 }],
      totalEstimatedHours: 0.25,
      estimatedRange: { low: 43, high: 58 },
    };
    const quote = createPricingPageQuote(small, 'within_month', DEFAULT_PRICING_CONFIG);
    expect(quote.minimumChargeApplied).toBe(true);
    // £50 minimum ± 15 %.
    expect(quote).toMatchObject({ lowPence: 4300, highPence: 5800 });
  });

  it('reads a missing breakdown as no minimum charge', () => {
    const { quote: _quote, ...withoutQuote } = TAP_AND_SHELVES;
    expect(createPricingPageQuote(withoutQuote, 'within_week', null).minimumChargeApplied).toBe(false);
  });

  it('prices a job the analysis found no tasks in by its hours', () => {
    const quote = createPricingPageQuote({ tasks: [], totalEstimatedHours: 2, estimatedRange: { low: 0, high: 0 } }, 'within_week', DEFAULT_PRICING_CONFIG);
    // 2 h × £78 + £25 call-out = £181 → £154–£208.
    expect(quote).toMatchObject({ lowPence: 15400, highPence: 20800, midpointPence: 18100 });
  });
});

describe('toPricingPageQuote', () => {
  it("shows the issued quote's total, midpoint and minimum-charge flag", () => {
    const issued = { totalRange: { lowPence: 9_000, highPence: 12_000 }, midpointPence: 10_500, minimumChargeApplied: true, fullRange: { lowPence: 1, highPence: 2 } };
    expect(toPricingPageQuote(issued)).toEqual({ lowPence: 9_000, highPence: 12_000, midpointPence: 10_500, minimumChargeApplied: true });
  });
});
