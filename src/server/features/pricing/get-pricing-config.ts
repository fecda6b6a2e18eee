import { eq } from 'drizzle-orm';
import { normaliseLegacyPricingConfig } from '#domain/pricing/normalise-legacy-pricing-config';
import { DEFAULT_PRICING_CONFIG, type PricingConfig } from '#domain/pricing/pricing-config';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import type { Database } from '#server/db/client';
import { pricingConfig } from '#server/db/schema';

export type StoredPricingConfig = { config: PricingConfig; updatedAt: Date };

/** The config every price is computed with; the defaults only cover a database emptied by hand. */
export async function getPricingConfig(deps: { db: Database }): Promise<StoredPricingConfig> {
  const [row] = await deps.db.select().from(pricingConfig).where(eq(pricingConfig.id, 1)).limit(1);
  if (!row) return { config: DEFAULT_PRICING_CONFIG, updatedAt: new Date(0) };
  // The modifiers are JSON: read them through the same normaliser as any older shape, so a
  // hand-edited or partial row still prices sensibly.
  const modifiers = normaliseLegacyPricingConfig({
    urgencyModifiers: row.urgencyModifiers,
    complexityModifiers: row.complexityModifiers,
  });
  return {
    config: {
      ...pricingConfigFromWire(modifiers),
      baseRatePence: row.baseRatePence,
      calloutFeePence: row.calloutFeePence,
      materialMarkup: row.materialMarkup,
      minimumChargePence: row.minimumChargePence,
      maxDailyHours: row.maxDailyHours,
    },
    updatedAt: row.updatedAt,
  };
}
