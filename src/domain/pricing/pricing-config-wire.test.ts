import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';
import { pricingConfigFromWire, pricingConfigToWire } from './pricing-config-wire';

describe('the pricing config on the wire', () => {
  it('carries money in pounds under the product field names', () => {
    expect(pricingConfigToWire(DEFAULT_PRICING_CONFIG)).toEqual({
      baseRate: 78,
      calloutFee: 25,
      materialMarkup: 0.15,
      minimumCharge: 50,
      maxDailyHours: 8,
      urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
      complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1 },
    });
  });

  it.each([
    [78.5, 7850],
    [78.51, 7851],
    [0.1 + 0.2, 30],
    [1.005, 101],
  ])('a base rate of £%s arrives as %s pence', (baseRate, baseRatePence) => {
    const wire = { ...pricingConfigToWire(DEFAULT_PRICING_CONFIG), baseRate };
    expect(pricingConfigFromWire(wire).baseRatePence).toBe(baseRatePence);
  });

  it('round-trips the config without changing a value', () => {
    const config = { ...DEFAULT_PRICING_CONFIG, baseRatePence: 8250, calloutFeePence: 3050, minimumChargePence: 6000 };
    expect(pricingConfigFromWire(pricingConfigToWire(config))).toEqual(config);
  });

  it('does not share modifier objects with its input', () => {
    const wire = pricingConfigToWire(DEFAULT_PRICING_CONFIG);
    wire.urgencyModifiers.high = 5;
    expect(DEFAULT_PRICING_CONFIG.urgencyModifiers.high).toBe(0.3);
  });
});
