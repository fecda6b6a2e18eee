import { penceToWholePounds, wholePoundsToPence } from '../money';
import type { EstimatedRange } from './estimated-range';

/**
 * Splits a total range into one range per part, in whole pounds, so that the parts' lows add up
 * exactly to the total's low and their highs to its high (docs/product/home-flow.md#instant-quote:
 * the lines add up to the total). Each end is shared in proportion to the parts' weights (their
 * prices in pence) by the largest remainder, so no pound is lost or invented by rounding each
 * line on its own. A part of weight 0 gets £0–£0; with no weight at all the first part takes the
 * whole range.
 */
export function allocateRange(total: EstimatedRange, weightsPence: readonly number[]): EstimatedRange[] {
  if (weightsPence.length === 0) return [];
  const lows = allocateWholePounds(penceToWholePounds(total.lowPence), weightsPence);
  const highs = allocateWholePounds(penceToWholePounds(total.highPence), weightsPence);
  return lows.map((low, index) => ({ lowPence: wholePoundsToPence(low), highPence: wholePoundsToPence(highs[index] ?? 0) }));
}

function allocateWholePounds(totalPounds: number, weights: readonly number[]): number[] {
  const positive = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const sum = positive.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return positive.map((_, index) => (index === 0 ? totalPounds : 0));
  const exact = positive.map((weight) => (totalPounds * weight) / sum);
  const shares = exact.map((value) => Math.floor(value));
  let left = totalPounds - shares.reduce((total, share) => total + share, 0);
  // Largest remainder first; ties go to the earlier line, so the result never depends on sort order.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => (positive[index] ?? 0) > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
