import { describe, expect, it } from 'vitest';
import { calculateHourlyRatePence } from './calculate-hourly-rate-pence';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';
import type { PricingComplexity, PricingUrgency } from './pricing-config';

describe('calculateHourlyRatePence', () => {
  it.each<[PricingUrgency, PricingComplexity, number]>([
    ['medium', 'moderate', 7800],
    ['low', 'simple', 5460],
    ['low', 'moderate', 7020],
    ['medium', 'simple', 6240],
    ['medium', 'complex', 10920],
    ['high', 'moderate', 10140],
    ['high', 'complex', 13260],
    ['emergency', 'complex', 17160],
    ['emergency', 'very_complex', 21840],
  ])('at the default £78 base, %s urgency and %s work cost %s pence an hour', (urgency, complexity, ratePence) => {
    expect(calculateHourlyRatePence(DEFAULT_PRICING_CONFIG, urgency, complexity)).toBe(ratePence);
  });

  it('rounds a fractional rate to the nearest penny', () => {
    const config = { ...DEFAULT_PRICING_CONFIG, baseRatePence: 7850 };
    // 7850 × 1.3 = 10205
    expect(calculateHourlyRatePence(config, 'high', 'moderate')).toBe(10205);
    // 7850 × 0.7 = 5495
    expect(calculateHourlyRatePence(config, 'low', 'simple')).toBe(5495);
  });

  it.each([
    [-1, -0.5, 0],
    [-1, 0, 0],
    [-0.5, -0.5, 0],
    [-0.5, -0.4, 780],
  ])('modifiers adding up to below −1 (%s and %s) never make the rate negative', (urgencyModifier, complexityModifier, ratePence) => {
    const config = {
      ...DEFAULT_PRICING_CONFIG,
      urgencyModifiers: { ...DEFAULT_PRICING_CONFIG.urgencyModifiers, low: urgencyModifier },
      complexityModifiers: { ...DEFAULT_PRICING_CONFIG.complexityModifiers, simple: complexityModifier },
    };
    expect(calculateHourlyRatePence(config, 'low', 'simple')).toBe(ratePence);
  });
});
