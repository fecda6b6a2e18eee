import { penceToWholePounds } from '../money';

/** Customer §9: the displayed range is the estimate minus 15 % to plus 15 %. */
export const ESTIMATE_RANGE_LOW_PERCENT = 85;
export const ESTIMATE_RANGE_HIGH_PERCENT = 115;

/**
 * Customer §9: the video screens show this when there is no estimate at all. The en dash is
 * the spec's own character.
 */
export const VIDEO_SCREEN_FALLBACK_RANGE_TEXT = '100–200';

/** An estimated range in whole pounds, as the analysed job's estimatedRange is (customer §3). */
export type EstimatedRange = {
  low: number;
  high: number;
};

/** £100.00 → { low: 85, high: 115 }; each end rounded to the nearest whole pound. */
export function toEstimatedRange(estimatePence: number): EstimatedRange {
  return {
    low: penceToWholePounds((estimatePence * ESTIMATE_RANGE_LOW_PERCENT) / 100),
    high: penceToWholePounds((estimatePence * ESTIMATE_RANGE_HIGH_PERCENT) / 100),
  };
}
