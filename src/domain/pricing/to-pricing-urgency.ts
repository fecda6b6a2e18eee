import type { PricingUrgency } from './pricing-config';

/** The pricing page's urgency choices (docs/product/pricing-rules.md#urgency-words). */
export const PRICING_PAGE_URGENCIES = ['asap', 'within_week', 'within_month', 'no_rush'] as const;
export type PricingPageUrgency = (typeof PRICING_PAGE_URGENCIES)[number];

/**
 * Both funnels share one pricing engine, so every urgency word a lead can carry maps onto the
 * config's four levels:
 * - home flow: low, medium, high, emergency are the config's own words;
 * - pricing page: asap → high (the customer wants it now, but did not say emergency),
 *   within_week → medium, within_month → low, no_rush → low (both can wait for a quiet slot).
 * Anything else (missing, a typo in stored data) prices as medium, the neutral modifier.
 */
const URGENCY_TO_PRICING: ReadonlyMap<string, PricingUrgency> = new Map(Object.entries({
  low: 'low',
  medium: 'medium',
  high: 'high',
  emergency: 'emergency',
  asap: 'high',
  within_week: 'medium',
  within_month: 'low',
  no_rush: 'low',
} as const));

export function toPricingUrgency(urgency: string | null | undefined): PricingUrgency {
  if (typeof urgency !== 'string') return 'medium';
  // A Map, not an object lookup, so a stored value such as 'constructor' cannot hit the prototype.
  return URGENCY_TO_PRICING.get(urgency.trim().toLowerCase()) ?? 'medium';
}
