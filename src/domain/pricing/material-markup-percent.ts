/**
 * Staff type the material markup as a percentage (15) and it is stored as a fraction (0.15)
 * (docs/product/pricing-config.md#fields). Kept to four decimals of a fraction (two of a
 * percentage), so 12.5 % is 0.125 and never 0.12500000000000003.
 */
const FRACTION_DECIMALS = 4;
const PERCENT_DECIMALS = 2;

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals)) + 0;
}

/** 15 → 0.15. */
export function toMaterialMarkupFraction(percent: number): number {
  return roundTo(percent / 100, FRACTION_DECIMALS);
}

/** 0.15 → 15. */
export function toMaterialMarkupPercent(fraction: number): number {
  return roundTo(fraction * 100, PERCENT_DECIMALS);
}
