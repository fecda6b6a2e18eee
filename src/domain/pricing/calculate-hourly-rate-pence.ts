import { roundToPence } from '../money';
import type { PricingComplexity, PricingConfig, PricingUrgency } from './pricing-config';

/**
 * Base rate × (1 + urgency modifier + complexity modifier), to the nearest penny
 * (docs/product/pricing-rules.md#hourly-rate).
 * An admin may set modifiers that add up below −1; the rate then stops at zero rather than
 * paying the customer to have the work done.
 */
export function calculateHourlyRatePence(
  config: Pick<PricingConfig, 'baseRatePence' | 'urgencyModifiers' | 'complexityModifiers'>,
  urgency: PricingUrgency,
  complexity: PricingComplexity,
): number {
  const factor = 1 + config.urgencyModifiers[urgency] + config.complexityModifiers[complexity];
  return Math.max(0, roundToPence(config.baseRatePence * factor));
}
