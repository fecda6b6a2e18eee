import { roundToPence, toWholePoundsText } from '../money';

/** The money fields of a lead, in pence (docs/product/README.md#money); any may be missing. */
export type LeadPrices = {
  quoteAmount?: number | null;
  estimatedPriceLow?: number | null;
  estimatedPriceHigh?: number | null;
};

export const NO_ESTIMATE_TEXT = 'No estimate';

function readPence(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The price shown (docs/product/lead-management.md#price-shown) is quoteAmount; otherwise the
 * midpoint of the low and high estimates; otherwise 0. A quote of 0 counts as no quote (nobody
 * quotes £0). With only one end of the range known, that end is shown rather than 0.
 */
export function getLeadDisplayPricePence(lead: LeadPrices): number {
  const quote = readPence(lead.quoteAmount);
  if (quote !== undefined && quote > 0) return quote;
  const low = readPence(lead.estimatedPriceLow);
  const high = readPence(lead.estimatedPriceHigh);
  if (low !== undefined && high !== undefined) return roundToPence((low + high) / 2);
  return low ?? high ?? 0;
}

/**
 * '£low - £high' in whole pounds, or 'No estimate' unless both ends are known
 * (docs/product/lead-management.md#table).
 */
export function toLeadPriceRangeText(lead: LeadPrices): string {
  const low = readPence(lead.estimatedPriceLow);
  const high = readPence(lead.estimatedPriceHigh);
  if (low === undefined || high === undefined) return NO_ESTIMATE_TEXT;
  return `${toWholePoundsText(low)} - ${toWholePoundsText(high)}`;
}
