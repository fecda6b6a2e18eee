import { penceToWholePounds, roundToWholePoundsPence, wholePoundsToPence } from '../money';

/**
 * The displayed range is the estimate minus 15 % to plus 15 %
 * (docs/product/pricing-rules.md#estimated-range).
 */
export const ESTIMATE_RANGE_LOW_PERCENT = 85;
export const ESTIMATE_RANGE_HIGH_PERCENT = 115;

/**
 * The video screens show this when there is no estimate at all
 * (docs/product/pricing-rules.md#estimated-range). The en dash is the original text's own character.
 */
export const VIDEO_SCREEN_FALLBACK_RANGE_TEXT = '100–200';

/**
 * An estimated range in pence, like every amount inside the product. Each end is a whole
 * number of pounds, because that is what the customer is shown
 * (docs/product/pricing-rules.md#estimated-range).
 */
export type EstimatedRange = {
  lowPence: number;
  highPence: number;
};

/**
 * The analysed job's estimatedRange as it travels on the wire: whole pounds
 * (docs/product/shared-behaviour.md#analysed-job, docs/decisions/0003-money-units.md). Converted
 * only where the document is written or read.
 */
export type WholePoundsRange = {
  low: number;
  high: number;
};

/** Nothing to price: no invented range either. */
export const EMPTY_ESTIMATED_RANGE: EstimatedRange = { lowPence: 0, highPence: 0 };

/** £100.00 → £85 to £115; each end rounded to the nearest whole pound. */
export function toEstimatedRange(estimatePence: number): EstimatedRange {
  return {
    lowPence: roundToWholePoundsPence((estimatePence * ESTIMATE_RANGE_LOW_PERCENT) / 100),
    highPence: roundToWholePoundsPence((estimatePence * ESTIMATE_RANGE_HIGH_PERCENT) / 100),
  };
}

/** The range as the analysed job carries it on the wire. */
export function toWholePoundsRange(range: EstimatedRange): WholePoundsRange {
  return { low: penceToWholePounds(range.lowPence), high: penceToWholePounds(range.highPence) };
}

/** An analysed job's range from the wire, back in pence. */
export function fromWholePoundsRange(range: WholePoundsRange): EstimatedRange {
  return { lowPence: wholePoundsToPence(range.low), highPence: wholePoundsToPence(range.high) };
}
