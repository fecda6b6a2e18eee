import { describe, expect, it } from 'vitest';
import { previewPricingSample } from './preview-pricing-sample';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';

describe('previewPricingSample', () => {
  it('prices the default sample with the customer engine', () => {
    const preview = previewPricingSample(DEFAULT_PRICING_CONFIG);
    // 3 h × £78 + £40 × 1.15 + £25
    expect(preview.breakdown).toMatchObject({ labourPence: 23400, materialsPence: 4600, calloutFeePence: 2500 });
    expect(preview.totalPence).toBe(30500);
  });

  it.each([
    // 3 h × £101.40 + £46 + £25 = £375.20 → £375.00
    ['high', 37500],
    // 3 h × £70.20 + £46 + £25 = £281.60 → £281.50
    ['low', 28150],
  ] as const)('rounds a %s-urgency sample total down to a multiple of 50 pence: %s', (urgency, totalPence) => {
    const preview = previewPricingSample(DEFAULT_PRICING_CONFIG, { hours: 3, complexity: 'moderate', urgency, materialsPounds: 40 });
    expect(preview.totalPence).toBe(totalPence);
  });

  it('shows the hourly rate for every urgency and complexity', () => {
    const { hourlyRatesPence } = previewPricingSample(DEFAULT_PRICING_CONFIG);
    expect(hourlyRatesPence.medium).toEqual({ simple: 6240, moderate: 7800, complex: 10920, very_complex: 15600 });
    expect(hourlyRatesPence.emergency.very_complex).toBe(21840);
  });
});
