import { roundToWholePoundsPence } from '../money';

/**
 * The pricing page shows the mean of the range's low and high (docs/product/pricing-rules.md#midpoint), rounded
 * to whole pounds (half a pound rounds up: £85–£116 shows £101).
 */
export function calculateMidpointPence(lowPence: number, highPence: number): number {
  return roundToWholePoundsPence((lowPence + highPence) / 2);
}
