import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONFIG } from '../pricing/pricing-config';
import { toBookingRange, toInstantQuote, toVideoQuoteRange, toVideoScreenRange } from './to-instant-quote';

const config = DEFAULT_PRICING_CONFIG;
const task = (description: string, complexity = 'moderate', estimatedHours = 2) => ({
  description,
  complexity,
  estimatedHours,
  estimatedMaterials: 0,
});

describe('toInstantQuote', () => {
  it('prices two moderate hours at the medium rate plus the call-out, ±15 %', () => {
    // 2 h × £78 + £25 call-out = £181 → £154–£208.
    const quote = toInstantQuote({ tasks: [task('Fix a dripping tap')], urgency: 'medium' }, config);
    expect(quote.fullRange).toEqual({ lowPence: 15_400, highPence: 20_800 });
    expect(quote.totalRange).toEqual(quote.fullRange);
    expect(quote.isDiscounted).toBe(false);
    expect(quote.midpointPence).toBe(18_100);
  });

  it('prices a higher urgency higher', () => {
    const medium = toInstantQuote({ tasks: [task('Fix a tap')], urgency: 'medium' }, config);
    const high = toInstantQuote({ tasks: [task('Fix a tap')], urgency: 'high' }, config);
    expect(high.totalRange.lowPence).toBeGreaterThan(medium.totalRange.lowPence);
  });

  it('takes 10 % off the total when the promo is applied', () => {
    // £181 → £163 (rounded to whole pounds) → £139–£187.
    const quote = toInstantQuote({ tasks: [task('Fix a tap')], urgency: 'medium', appliedPromoCode: 'july10' }, config);
    expect(quote.isDiscounted).toBe(true);
    expect(quote.totalRange).toEqual({ lowPence: 13_900, highPence: 18_700 });
    expect(quote.fullRange).toEqual({ lowPence: 15_400, highPence: 20_800 });
  });

  it('ignores a code that is not the promo', () => {
    expect(toInstantQuote({ tasks: [task('Fix a tap')], appliedPromoCode: 'JUNE10' }, config).isDiscounted).toBe(false);
  });

  it('lists at most five tasks and says how many more there are', () => {
    const tasks = Array.from({ length: 7 }, (_, index) => task(`Task number ${index + 1}`));
    const quote = toInstantQuote({ tasks }, config);
    expect(quote.lines).toHaveLength(5);
    expect(quote.moreTasksText).toBe('... and 2 more tasks');
    expect(quote.taskCount).toBe(7);
  });

  it('cuts a task text at 40 characters', () => {
    const quote = toInstantQuote({ tasks: [task('Replace the broken sealant around the bath and the shower tray')] }, config);
    expect(quote.lines[0]?.description).toBe('Replace the broken sealant around the ba...');
  });
});

describe('toBookingRange', () => {
  it('prices the job at the customer urgency', () => {
    expect(toBookingRange({ tasks: [task('Fix a tap')], urgency: 'medium' }, config)).toEqual({ lowPence: 15_400, highPence: 20_800 });
  });
});

describe('toVideoScreenRange', () => {
  it('uses the analysis estimate, or none for the 100–200 fallback', () => {
    expect(toVideoScreenRange({ low: 85, high: 115 })).toEqual({ lowPence: 8_500, highPence: 11_500 });
    expect(toVideoScreenRange({ low: 0, high: 0 })).toBeNull();
    expect(toVideoScreenRange(null)).toBeNull();
  });
});

describe('toVideoQuoteRange', () => {
  it("prices the tasks at the customer's urgency, as the booking screen and the stored lead do", () => {
    const input = { tasks: [task('Fix a tap')], totalEstimatedHours: 2, estimatedRange: { low: 154, high: 208 } };
    for (const urgency of ['low', 'medium', 'high', 'emergency', 'asap']) {
      expect(toVideoQuoteRange({ ...input, urgency }, config)).toEqual(toBookingRange({ ...input, urgency }, config));
    }
    expect(toVideoQuoteRange({ ...input, urgency: 'high' }, config)!.lowPence).toBeGreaterThan(toVideoQuoteRange({ ...input, urgency: 'medium' }, config)!.lowPence);
  });

  it("falls back to the analysis's own range without tasks or config, and to nothing without either", () => {
    expect(toVideoQuoteRange({ tasks: [], estimatedRange: { low: 85, high: 115 }, urgency: 'high' }, config)).toEqual({ lowPence: 8_500, highPence: 11_500 });
    expect(toVideoQuoteRange({ tasks: [task('Fix a tap')], estimatedRange: { low: 85, high: 115 }, urgency: 'high' }, null)).toEqual({ lowPence: 8_500, highPence: 11_500 });
    expect(toVideoQuoteRange({ tasks: [], estimatedRange: null, urgency: 'high' }, null)).toBeNull();
  });
});
