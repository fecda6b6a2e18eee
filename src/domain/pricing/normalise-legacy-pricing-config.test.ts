import { describe, expect, it } from 'vitest';
import { normaliseLegacyPricingConfig } from './normalise-legacy-pricing-config';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';
import { pricingConfigToWire } from './pricing-config-wire';

const DEFAULT_WIRE = pricingConfigToWire(DEFAULT_PRICING_CONFIG);

describe('normaliseLegacyPricingConfig', () => {
  it('turns the older shape into the current one by subtracting 1 from each multiplier', () => {
    const result = normaliseLegacyPricingConfig({
      hourlyRate: 80,
      calloutFee: 30,
      materialMarkup: 0.2,
      minimumCharge: 60,
      maximumHours: 7.5,
      urgencyMultipliers: { low: 0.9, medium: 1, high: 1.3, emergency: 1.8 },
      complexityMultipliers: { simple: 0.8, moderate: 1, complex: 1.4, very_complex: 2 },
    });
    expect(result).toEqual({
      baseRate: 80,
      calloutFee: 30,
      materialMarkup: 0.2,
      minimumCharge: 60,
      maxDailyHours: 7.5,
      urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
      complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
    });
  });

  it.each([
    [1.1, 0.1],
    [1.15, 0.15],
    [0.7, -0.3],
    [1, 0],
  ])('a multiplier of %s becomes a modifier of exactly %s', (multiplier, modifier) => {
    const result = normaliseLegacyPricingConfig({ complexityMultipliers: { complex: multiplier } });
    expect(result.complexityModifiers.complex).toBe(modifier);
  });

  it('accepts the customer-side hourlyRate in place of baseRate', () => {
    expect(normaliseLegacyPricingConfig({ hourlyRate: 65 }).baseRate).toBe(65);
  });

  it('prefers the current field names when both shapes are present', () => {
    const result = normaliseLegacyPricingConfig({
      baseRate: 90,
      hourlyRate: 65,
      maxDailyHours: 9,
      maximumHours: 6,
      complexityModifiers: { complex: 0.5 },
      complexityMultipliers: { complex: 2, simple: 0.9 },
    });
    expect(result.baseRate).toBe(90);
    expect(result.maxDailyHours).toBe(9);
    expect(result.complexityModifiers).toEqual({ simple: -0.1, moderate: 0, complex: 0.5, very_complex: 1 });
  });

  it.each([null, undefined, {}, 'config', 42, [1, 2]])('falls back to the default pricing config for %o', (input) => {
    expect(normaliseLegacyPricingConfig(input)).toEqual(DEFAULT_WIRE);
  });

  it('ignores fields that are not numbers rather than pricing a job at £0', () => {
    const result = normaliseLegacyPricingConfig({
      baseRate: '78',
      calloutFee: null,
      materialMarkup: NaN,
      urgencyModifiers: 'high',
      complexityMultipliers: [1.2],
    });
    expect(result).toEqual(DEFAULT_WIRE);
  });
});
