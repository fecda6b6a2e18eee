import { penceToPounds, poundsToPence } from '../money';

/**
 * £1,000,000: far above any handyman job, low enough that a slip of the keyboard (an extra
 * few zeros) is refused rather than stored and summed into reports.
 */
export const MAX_QUOTE_AMOUNT_PENCE = 100_000_000;

export type QuoteInputResult = { ok: true; pence: number } | { ok: false; reason: string };

/** Pounds with up to two decimals, as the quote input (step 0.01) holds them. */
const POUNDS_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * The quote input is a number in pounds with step 0.01, stored in pence
 * (docs/product/lead-management.md#quote-edit). A
 * thousands separator or a leading £ (pasted from elsewhere) is forgiven; anything that is
 * not a whole number of pence between £0 and the maximum is refused with the reason.
 */
export function parseQuoteInput(text: string): QuoteInputResult {
  const cleaned = text.trim().replace(/^£/, '').replaceAll(',', '');
  if (cleaned === '') return { ok: false, reason: 'Enter the quote in pounds' };
  if (!POUNDS_PATTERN.test(cleaned)) return { ok: false, reason: 'Enter pounds and pence, like 125.50' };
  const pence = poundsToPence(Number(cleaned));
  if (pence > MAX_QUOTE_AMOUNT_PENCE) return { ok: false, reason: 'The quote must be £1,000,000 or less' };
  return { ok: true, pence };
}

/**
 * 12_550 → '125.50': the input opens pre-filled with two decimals
 * (docs/product/lead-management.md#quote-edit).
 */
export function toQuoteInputValue(pence: number): string {
  return penceToPounds(pence).toFixed(2);
}
