import { describe, expect, it } from 'vitest';
import { preparePricingConfigForSave } from './prepare-pricing-config-for-save';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';
import type { PricingConfig } from './pricing-config';

function reasonsFor(config: PricingConfig): string[] {
  const result = preparePricingConfigForSave(config);
  return result.ok ? [] : result.invalidParams.map((param) => param.name);
}

describe('preparePricingConfigForSave', () => {
  it('saves the defaults unchanged', () => {
    expect(preparePricingConfigForSave(DEFAULT_PRICING_CONFIG)).toEqual({ ok: true, value: DEFAULT_PRICING_CONFIG });
  });

  it.each([
    [7899, 7850],
    [7850, 7850],
    [7849, 7800],
    [7801, 7800],
    [50, 50],
  ])('rounds a base rate of %s pence down to %s so rates end in 00 or 50', (baseRatePence, savedPence) => {
    const result = preparePricingConfigForSave({ ...DEFAULT_PRICING_CONFIG, baseRatePence });
    expect(result.ok && result.value.baseRatePence).toBe(savedPence);
  });

  it('rounds the call-out fee and minimum charge down to a multiple of 50 pence too', () => {
    const result = preparePricingConfigForSave({ ...DEFAULT_PRICING_CONFIG, calloutFeePence: 2549, minimumChargePence: 4999 });
    expect(result.ok && [result.value.calloutFeePence, result.value.minimumChargePence]).toEqual([2500, 4950]);
  });

  it.each<[string, Partial<PricingConfig>, string[]]>([
    ['a base rate that rounds to £0', { baseRatePence: 49 }, ['baseRate']],
    ['a base rate above £500', { baseRatePence: 50_050 }, ['baseRate']],
    ['a negative call-out fee', { calloutFeePence: -1 }, ['calloutFee']],
    ['a negative minimum charge', { minimumChargePence: -50 }, ['minimumCharge']],
    ['a minimum charge above £1,000', { minimumChargePence: 100_050 }, ['minimumCharge']],
    ['an amount that is not a number', { calloutFeePence: NaN }, ['calloutFee']],
    ['a negative markup', { materialMarkup: -0.01 }, ['materialMarkup']],
    ['a markup above 200 %', { materialMarkup: 2.01 }, ['materialMarkup']],
    ['a working day under an hour', { maxDailyHours: 0.5 }, ['maxDailyHours']],
    ['a working day over 24 hours', { maxDailyHours: 24.5 }, ['maxDailyHours']],
  ])('refuses %s', (_case, change, names) => {
    expect(reasonsFor({ ...DEFAULT_PRICING_CONFIG, ...change })).toEqual(names);
  });

  it.each<[string, Partial<PricingConfig>]>([
    ['a base rate of exactly £500.49', { baseRatePence: 50_049 }],
    ['a free call-out', { calloutFeePence: 0 }],
    ['no minimum charge', { minimumChargePence: 0 }],
    ['no markup', { materialMarkup: 0 }],
    ['a 200 % markup', { materialMarkup: 2 }],
    ['a one-hour day', { maxDailyHours: 1 }],
    ['a 24-hour day', { maxDailyHours: 24 }],
  ])('accepts %s', (_case, change) => {
    expect(preparePricingConfigForSave({ ...DEFAULT_PRICING_CONFIG, ...change }).ok).toBe(true);
  });

  it.each([
    [-1, true],
    [3, true],
    [-1.01, false],
    [3.1, false],
    [NaN, false],
  ])('an urgency modifier of %s is accepted: %s', (high, accepted) => {
    // No complexity discount beside it, so only the modifier's own range is in question.
    const config = {
      ...DEFAULT_PRICING_CONFIG,
      urgencyModifiers: { ...DEFAULT_PRICING_CONFIG.urgencyModifiers, high },
      complexityModifiers: { ...DEFAULT_PRICING_CONFIG.complexityModifiers, simple: 0 },
    };
    expect(reasonsFor(config)).toEqual(accepted ? [] : ['urgencyModifiers.high']);
  });

  it('names every refused field at once, each with a reason', () => {
    const result = preparePricingConfigForSave({
      ...DEFAULT_PRICING_CONFIG,
      baseRatePence: 0,
      calloutFeePence: -100,
      complexityModifiers: { ...DEFAULT_PRICING_CONFIG.complexityModifiers, very_complex: 9 },
    });
    expect(result).toEqual({
      ok: false,
      invalidParams: [
        { name: 'baseRate', reason: 'Must be at least £0.50 (rates end in 00 or 50).' },
        { name: 'calloutFee', reason: 'Must not be negative.' },
        { name: 'complexityModifiers.very_complex', reason: 'Must be between -1 and 3.' },
      ],
    });
  });

  it.each([
    ['a free level: -1 with a neutral modifier', { low: -1 }, { simple: 0 }, []],
    ['exactly zero once float noise is ignored', { low: -0.8 }, { simple: -0.2 }, []],
    [
      'a discount that takes the simple rate below zero',
      { low: -0.9 },
      { simple: -0.2 },
      [
        { name: 'urgencyModifiers.low', reason: 'With the simple complexity modifier this makes the hourly rate negative.' },
        { name: 'complexityModifiers.simple', reason: 'With the low urgency modifier this makes the hourly rate negative.' },
      ],
    ],
  ])('refuses two modifiers that make a rate negative: %s', (_case, urgency, complexity, invalidParams) => {
    const config = {
      ...DEFAULT_PRICING_CONFIG,
      urgencyModifiers: { ...DEFAULT_PRICING_CONFIG.urgencyModifiers, ...urgency },
      complexityModifiers: { ...DEFAULT_PRICING_CONFIG.complexityModifiers, ...complexity },
    };
    const result = preparePricingConfigForSave(config);
    expect(result.ok ? [] : result.invalidParams).toEqual(invalidParams);
  });

  it('does not check a pair again when one modifier is already out of range', () => {
    const config = { ...DEFAULT_PRICING_CONFIG, urgencyModifiers: { ...DEFAULT_PRICING_CONFIG.urgencyModifiers, low: -2 } };
    expect(reasonsFor(config)).toEqual(['urgencyModifiers.low']);
  });
});
