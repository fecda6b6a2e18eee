import type { InvalidParam, ValidationResult } from '../invalid-param';
import { roundDownToMultiple, toPoundsText } from '../money';
import { PRICING_COMPLEXITIES, PRICING_URGENCIES } from './pricing-config';
import type { PricingConfig } from './pricing-config';

/** On save, rates are rounded down so they end in 00 or 50 pence (docs/product/pricing-config.md#saving). */
export const PRICE_STEP_PENCE = 50;

/**
 * Sensible maxima (ours, docs/product/pricing-config.md#saving). None is a business rule; they
 * catch a slip of the hand such as
 * typing pence into a pounds box (7800 for £78) before it reaches every customer's quote.
 */
export const MAX_BASE_RATE_PENCE = 50_000; // £500 an hour: far above any UK handyman rate
export const MAX_CALLOUT_FEE_PENCE = 50_000; // £500
export const MAX_MINIMUM_CHARGE_PENCE = 100_000; // £1,000
export const MAX_MATERIAL_MARKUP = 2; // 200 %
export const MIN_DAILY_HOURS = 1;
export const MAX_DAILY_HOURS = 24;
/**
 * −1 can make a level free (with a neutral modifier beside it); +3 quadruples the rate, beyond the
 * default very_complex 1.0. Two modifiers may not together take a rate below zero.
 */
export const MIN_MODIFIER = -1;
export const MAX_MODIFIER = 3;

type MoneyField = 'baseRate' | 'calloutFee' | 'minimumCharge';

function checkMoney(
  name: MoneyField,
  valuePence: number,
  minimumPence: number,
  maximumPence: number,
  problems: InvalidParam[],
): number {
  if (!Number.isFinite(valuePence)) {
    problems.push({ name, reason: 'Enter an amount in pounds.' });
    return valuePence;
  }
  const rounded = roundDownToMultiple(valuePence, PRICE_STEP_PENCE);
  if (rounded < minimumPence) {
    problems.push({
      name,
      reason:
        minimumPence === 0
          ? 'Must not be negative.'
          : `Must be at least ${toPoundsText(minimumPence)} (rates end in 00 or 50).`,
    });
  } else if (rounded > maximumPence) {
    problems.push({ name, reason: `Must be no more than ${toPoundsText(maximumPence)}.` });
  }
  return rounded;
}

function checkModifiers(
  group: 'urgencyModifiers' | 'complexityModifiers',
  levels: readonly string[],
  modifiers: Readonly<Record<string, number>>,
  problems: InvalidParam[],
): void {
  for (const level of levels) {
    const value = modifiers[level];
    const name = `${group}.${level}`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({ name, reason: 'Enter a number, for example 0.3.' });
    } else if (value < MIN_MODIFIER || value > MAX_MODIFIER) {
      problems.push({ name, reason: `Must be between ${MIN_MODIFIER} and ${MAX_MODIFIER}.` });
    }
  }
}

/** Float noise (1 − 0.8 − 0.2 is −4e-17) must not read as a negative rate. */
const FACTOR_DECIMALS = 9;

function isNegativeRate(urgencyModifier: number, complexityModifier: number): boolean {
  return Number((1 + urgencyModifier + complexityModifier).toFixed(FACTOR_DECIMALS)) < 0;
}

/**
 * An urgency and a complexity modifier that add up below −1 would make that hourly rate
 * negative (docs/product/pricing-config.md#saving): each such modifier is refused, naming the
 * other one it clashes with. Modifiers already refused for their range are not checked again.
 */
function checkModifierPairs(config: PricingConfig, problems: InvalidParam[]): void {
  const refused = new Set(problems.map((problem) => problem.name));
  const urgencies = PRICING_URGENCIES.filter((level) => !refused.has(`urgencyModifiers.${level}`));
  const complexities = PRICING_COMPLEXITIES.filter((level) => !refused.has(`complexityModifiers.${level}`));
  for (const urgency of urgencies) {
    const clash = complexities.find((complexity) =>
      isNegativeRate(config.urgencyModifiers[urgency], config.complexityModifiers[complexity]),
    );
    if (clash) {
      problems.push({
        name: `urgencyModifiers.${urgency}`,
        reason: `With the ${clash} complexity modifier this makes the hourly rate negative.`,
      });
    }
  }
  for (const complexity of complexities) {
    const clash = urgencies.find((urgency) =>
      isNegativeRate(config.urgencyModifiers[urgency], config.complexityModifiers[complexity]),
    );
    if (clash) {
      problems.push({
        name: `complexityModifiers.${complexity}`,
        reason: `With the ${clash} urgency modifier this makes the hourly rate negative.`,
      });
    }
  }
}

/**
 * The pricing save (docs/product/pricing-config.md#saving): rounds baseRate, calloutFee and
 * minimumCharge down to a multiple of
 * 50 pence, then validates every field, returning all the reasons at once so the form can
 * show each next to its field. Names are the wire fields ('baseRate', 'urgencyModifiers.high').
 */
export function preparePricingConfigForSave(config: PricingConfig): ValidationResult<PricingConfig> {
  const problems: InvalidParam[] = [];

  // A base rate of £0 would price every job at the call-out fee alone.
  const baseRatePence = checkMoney('baseRate', config.baseRatePence, PRICE_STEP_PENCE, MAX_BASE_RATE_PENCE, problems);
  const calloutFeePence = checkMoney('calloutFee', config.calloutFeePence, 0, MAX_CALLOUT_FEE_PENCE, problems);
  const minimumChargePence = checkMoney(
    'minimumCharge',
    config.minimumChargePence,
    0,
    MAX_MINIMUM_CHARGE_PENCE,
    problems,
  );

  const { materialMarkup, maxDailyHours } = config;
  if (!Number.isFinite(materialMarkup) || materialMarkup < 0 || materialMarkup > MAX_MATERIAL_MARKUP) {
    problems.push({
      name: 'materialMarkup',
      reason: `Must be between 0 % and ${MAX_MATERIAL_MARKUP * 100} %.`,
    });
  }
  if (!Number.isFinite(maxDailyHours) || maxDailyHours < MIN_DAILY_HOURS || maxDailyHours > MAX_DAILY_HOURS) {
    problems.push({
      name: 'maxDailyHours',
      reason: `Must be between ${MIN_DAILY_HOURS} and ${MAX_DAILY_HOURS} hours.`,
    });
  }
  checkModifiers('urgencyModifiers', PRICING_URGENCIES, config.urgencyModifiers, problems);
  checkModifiers('complexityModifiers', PRICING_COMPLEXITIES, config.complexityModifiers, problems);
  checkModifierPairs(config, problems);

  if (problems.length > 0) return { ok: false, invalidParams: problems };
  return {
    ok: true,
    value: {
      ...config,
      baseRatePence,
      calloutFeePence,
      minimumChargePence,
      urgencyModifiers: { ...config.urgencyModifiers },
      complexityModifiers: { ...config.complexityModifiers },
    },
  };
}
