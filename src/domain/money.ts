// Money is integer pence inside the product; pounds appear only at the edges
// (docs/product/README.md#money). Every helper that turns a computed amount into pence goes through
// roundToPence so binary floating point (1.005 * 100 = 100.49999999999999, 0.1 + 0.2 =
// 0.30000000000000004) never costs or gives away a penny.

import { groupThousands } from './display/to-count-text';

/**
 * Significant digits kept before rounding: enough for any realistic amount (pennies on
 * billions of pounds), few enough to drop the binary noise a float product carries.
 */
const SIGNIFICANT_DIGITS = 12;

const PENCE_PER_POUND = 100;

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
  }
}

/** Drops float noise so 100.49999999999999 (really 100.5) rounds like 100.5. */
function stripFloatNoise(value: number): number {
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

/**
 * Half away from zero, so a refund of −£0.005 mirrors a charge of £0.005 (Math.round alone
 * rounds −0.5 towards zero). Adding 0 turns −0 into 0 so tests and JSON never see "-0".
 */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

/** Rounds a computed amount of pence (a rate × hours, a markup) to a whole penny. */
export function roundToPence(amountPence: number): number {
  assertFinite(amountPence, 'An amount of pence');
  return roundHalfAwayFromZero(stripFloatNoise(amountPence));
}

/** £12.345 → 1235; the customer-side config and the quote input (step 0.01) are in pounds. */
export function poundsToPence(pounds: number): number {
  assertFinite(pounds, 'An amount of pounds');
  return roundToPence(pounds * PENCE_PER_POUND);
}

/** 1235 → 12.35, for inputs with two decimals and the pricing config's wire shape. */
export function penceToPounds(pence: number): number {
  assertFinite(pence, 'An amount of pence');
  return stripFloatNoise(pence / PENCE_PER_POUND);
}

/** 1250 → 13: lists and estimated ranges show whole pounds (docs/product/pricing-rules.md#rounding). */
export function penceToWholePounds(pence: number): number {
  assertFinite(pence, 'An amount of pence');
  return roundHalfAwayFromZero(stripFloatNoise(pence / PENCE_PER_POUND));
}

/** 13 → 1300; a fractional amount is first rounded to the nearest pound. */
export function wholePoundsToPence(pounds: number): number {
  assertFinite(pounds, 'An amount of pounds');
  return roundHalfAwayFromZero(stripFloatNoise(pounds)) * PENCE_PER_POUND;
}

/** 1250 → 1300: an amount the customer sees in whole pounds, still held in pence. */
export function roundToWholePoundsPence(pence: number): number {
  return wholePoundsToPence(penceToWholePounds(pence));
}

/**
 * 7_890, 50 → 7_850. Used where the product rounds money down to a multiple of 50 pence
 * (pricing save, preview totals: docs/product/pricing-rules.md#rounding). Rounds towards minus infinity, so a
 * negative value moves further from zero.
 */
export function roundDownToMultiple(value: number, step: number): number {
  assertFinite(value, 'The value');
  if (!Number.isFinite(step) || step <= 0) {
    throw new RangeError(`The step must be a positive number, got ${String(step)}`);
  }
  return Math.floor(stripFloatNoise(value / step)) * step + 0;
}

/** True for an amount the back office can store: a safe integer number of pence. */
export function isWholePence(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * The one rule for money text with pence, used by the domain's messages and every screen
 * (client lib/format.ts formatPounds): 123450 → '£1,234.50' (inputs and messages show two
 * decimals, docs/product/pricing-rules.md#rounding).
 */
export function toPoundsText(pence: number): string {
  const roundedPence = roundToPence(pence);
  const sign = roundedPence < 0 ? '-' : '';
  const absolutePence = Math.abs(roundedPence);
  const pounds = Math.floor(absolutePence / PENCE_PER_POUND);
  const penny = String(absolutePence % PENCE_PER_POUND).padStart(2, '0');
  return `${sign}£${groupThousands(String(pounds))}.${penny}`;
}

/**
 * The one rule for money text in whole pounds (client lib/format.ts formatPoundsWhole):
 * 123450 → '£1,235' (lists and customer prices show whole pounds,
 * docs/product/pricing-rules.md#rounding).
 */
export function toWholePoundsText(pence: number): string {
  const pounds = penceToWholePounds(pence);
  const sign = pounds < 0 ? '-' : '';
  return `${sign}£${groupThousands(String(Math.abs(pounds)))}`;
}
