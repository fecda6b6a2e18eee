import type { PricingUrgency } from '../pricing/pricing-config';
import type { PricingPageUrgency } from '../pricing/to-pricing-urgency';

/** Urgency labels of the home flow (docs/product/home-flow.md#contact-details). */
export const URGENCY_LABELS: Record<PricingUrgency, string> = {
  low: '2-4 weeks',
  medium: '1-2 weeks',
  high: 'ASAP or within a few days',
  emergency: 'Immediate',
};

/** Pricing-page urgency labels, word for word (docs/product/pricing-flow.md#lead-capture). */
export const PRICING_PAGE_URGENCY_LABELS: Record<PricingPageUrgency, string> = {
  asap: 'As soon as possible',
  within_week: 'Within a week',
  within_month: 'Within a month',
  no_rush: 'Flexible timing',
};

/** Shown when a lead carries no urgency, or one the product does not know. */
export const UNKNOWN_URGENCY_LABEL = 'Not specified';

const LABELS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(URGENCY_LABELS),
  ...Object.entries(PRICING_PAGE_URGENCY_LABELS),
]);

/** A lead's urgency from either funnel (docs/product/leads.md#urgency: the badge shows both vocabularies). */
export function toUrgencyLabel(urgency: string | null | undefined): string {
  return LABELS.get((urgency ?? '').trim().toLowerCase()) ?? UNKNOWN_URGENCY_LABEL;
}
