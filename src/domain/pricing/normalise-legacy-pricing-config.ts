import { DEFAULT_PRICING_CONFIG, PRICING_COMPLEXITIES, PRICING_URGENCIES } from './pricing-config';
import type { PricingComplexity, PricingUrgency } from './pricing-config';
import { pricingConfigToWire } from './pricing-config-wire';
import type { PricingConfigWire } from './pricing-config-wire';

/**
 * Any config the product has ever stored or been sent, in pounds: the current shape or an older
 * one, "baseRate or hourlyRate … complexityModifiers or complexityMultipliers"
 * (docs/product/pricing-rules.md#legacy-shapes).
 * Every field is optional because it comes from stored JSON.
 */
export type LegacyPricingConfigInput = {
  baseRate?: unknown;
  hourlyRate?: unknown;
  calloutFee?: unknown;
  materialMarkup?: unknown;
  minimumCharge?: unknown;
  maxDailyHours?: unknown;
  maximumHours?: unknown;
  urgencyModifiers?: unknown;
  urgencyMultipliers?: unknown;
  complexityModifiers?: unknown;
  complexityMultipliers?: unknown;
};

/**
 * Decimal places kept on a modifier made from a multiplier: 1.1 − 1 is 0.10000000000000009 in
 * binary, and the admin screen steps modifiers by 0.1, so four places lose nothing real.
 */
const MODIFIER_DECIMALS = 4;

function roundModifier(value: number): number {
  const factor = 10 ** MODIFIER_DECIMALS;
  return Math.round(value * factor) / factor + 0;
}

function readNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Reads one modifier table. Additive modifiers win when both shapes are present (they are the
 * current shape); a multiplier has 1 subtracted; a level missing from both keeps its default.
 */
function readModifiers<Level extends string>(
  levels: readonly Level[],
  modifiers: unknown,
  multipliers: unknown,
  defaults: Record<Level, number>,
): Record<Level, number> {
  const additive = readRecord(modifiers);
  const multiplicative = readRecord(multipliers);
  const result = { ...defaults };
  for (const level of levels) {
    const modifier = readNumber(additive?.[level]);
    const multiplier = readNumber(multiplicative?.[level]);
    if (modifier !== undefined) result[level] = modifier;
    else if (multiplier !== undefined) result[level] = roundModifier(multiplier - 1);
  }
  return result;
}

/**
 * Turns any stored or legacy config into the current wire shape (pounds). Current field names
 * win over old ones; fields missing or not numbers fall back to the defaults
 * (docs/product/pricing-rules.md#pricing-config) so a
 * half-written record never prices a job at £0.
 */
export function normaliseLegacyPricingConfig(input: unknown): PricingConfigWire {
  const defaults = pricingConfigToWire(DEFAULT_PRICING_CONFIG);
  // Stored JSON: anything but an object reads as an empty config, which is all defaults.
  const source: LegacyPricingConfigInput = readRecord(input) ?? {};
  return {
    baseRate: readNumber(source.baseRate) ?? readNumber(source.hourlyRate) ?? defaults.baseRate,
    calloutFee: readNumber(source.calloutFee) ?? defaults.calloutFee,
    materialMarkup: readNumber(source.materialMarkup) ?? defaults.materialMarkup,
    minimumCharge: readNumber(source.minimumCharge) ?? defaults.minimumCharge,
    maxDailyHours: readNumber(source.maxDailyHours) ?? readNumber(source.maximumHours) ?? defaults.maxDailyHours,
    urgencyModifiers: readModifiers<PricingUrgency>(
      PRICING_URGENCIES,
      source.urgencyModifiers,
      source.urgencyMultipliers,
      defaults.urgencyModifiers,
    ),
    complexityModifiers: readModifiers<PricingComplexity>(
      PRICING_COMPLEXITIES,
      source.complexityModifiers,
      source.complexityMultipliers,
      defaults.complexityModifiers,
    ),
  };
}
