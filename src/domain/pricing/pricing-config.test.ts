import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONFIG, toPricingComplexity } from './pricing-config';

describe('DEFAULT_PRICING_CONFIG', () => {
  it('holds the default rates, fees and modifiers in pence', () => {
    expect(DEFAULT_PRICING_CONFIG).toEqual({
      baseRatePence: 7800,
      calloutFeePence: 2500,
      materialMarkup: 0.15,
      minimumChargePence: 5000,
      maxDailyHours: 8,
      urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
      complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
    });
  });
});

describe('toPricingComplexity', () => {
  it.each([
    ['simple', 'simple'],
    ['moderate', 'moderate'],
    ['complex', 'complex'],
    ['very_complex', 'very_complex'],
    ['Complex', 'moderate'],
    ['unknown', 'moderate'],
    [undefined, 'moderate'],
    [3, 'moderate'],
  ])('a stored complexity of %s is priced as %s', (value, level) => {
    expect(toPricingComplexity(value)).toBe(level);
  });
});
