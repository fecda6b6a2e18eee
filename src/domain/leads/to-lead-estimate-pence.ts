import { applyPromoCode, PROMO_CODE } from '../pricing/apply-promo-code';
import type { EstimatedRange } from '../pricing/estimated-range';

export type LeadEstimatePence = { lowPence: number | null; highPence: number | null };

/**
 * A lead stores the range the customer saw ×100 (pence), or null when there was
 * nothing to price. With the promo applied both ends carry its discount, as the screen showed
 * (docs/product/leads.md#prices).
 */
export function toLeadEstimatePence(
  priced: { tasks: readonly unknown[]; estimatedRange: EstimatedRange },
  discountApplied: boolean,
): LeadEstimatePence {
  if (priced.tasks.length === 0) return { lowPence: null, highPence: null };
  const discount = (pence: number) => {
    if (!discountApplied) return pence;
    const promo = applyPromoCode(PROMO_CODE, pence);
    return promo.ok ? promo.discountedPence : pence;
  };
  return { lowPence: discount(priced.estimatedRange.lowPence), highPence: discount(priced.estimatedRange.highPence) };
}
