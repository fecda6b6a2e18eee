import { wholePoundsToPence } from '../money';
import { applyPromoCode, PROMO_CODE } from '../pricing/apply-promo-code';

export type LeadEstimatePence = { lowPence: number | null; highPence: number | null };

/**
 * Customer §3: a lead stores the range the customer saw ×100 (pence), or null when there was
 * nothing to price. With the promo applied both ends carry its discount, as the screen showed.
 */
export function toLeadEstimatePence(
  analysed: { tasks: readonly unknown[]; estimatedRange: { low: number; high: number } },
  discountApplied: boolean,
): LeadEstimatePence {
  if (analysed.tasks.length === 0) return { lowPence: null, highPence: null };
  const toPence = (pounds: number) => {
    const pence = wholePoundsToPence(pounds);
    if (!discountApplied) return pence;
    const promo = applyPromoCode(PROMO_CODE, pence);
    return promo.ok ? promo.discountedPence : pence;
  };
  return { lowPence: toPence(analysed.estimatedRange.low), highPence: toPence(analysed.estimatedRange.high) };
}
