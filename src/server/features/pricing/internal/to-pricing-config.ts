import { normaliseLegacyPricingConfig } from '#domain/pricing/normalise-legacy-pricing-config';
import type { PricingConfig } from '#domain/pricing/pricing-config';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import type { pricingConfig } from '#server/db/schema';

/** The stored row as the domain prices with it. */
export function toPricingConfig(row: typeof pricingConfig.$inferSelect): PricingConfig {
  // The modifiers are JSON: read them through the same normaliser as any older shape, so a
  // hand-edited or partial row still prices sensibly.
  const modifiers = normaliseLegacyPricingConfig({
    urgencyModifiers: row.urgencyModifiers,
    complexityModifiers: row.complexityModifiers,
  });
  return {
    ...pricingConfigFromWire(modifiers),
    baseRatePence: row.baseRatePence,
    calloutFeePence: row.calloutFeePence,
    materialMarkup: row.materialMarkup,
    minimumChargePence: row.minimumChargePence,
    maxDailyHours: row.maxDailyHours,
  };
}
