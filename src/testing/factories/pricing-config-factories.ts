import { DEFAULT_PRICING_CONFIG, type PricingConfig } from '#domain/pricing/pricing-config';
import type { Database } from '#server/db/client';
import { invalidateConfigCache, notifyConfigChanged } from '#server/db/config-cache';
import { pricingConfig } from '#server/db/schema';

/** A pricing config in the domain's shape (pence, fractions): the defaults unless overridden. */
export function aPricingConfig(overrides: Partial<PricingConfig> = {}): PricingConfig {
  return {
    ...DEFAULT_PRICING_CONFIG,
    ...overrides,
    urgencyModifiers: { ...DEFAULT_PRICING_CONFIG.urgencyModifiers, ...overrides.urgencyModifiers },
    complexityModifiers: { ...DEFAULT_PRICING_CONFIG.complexityModifiers, ...overrides.complexityModifiers },
  };
}

/**
 * Stores the one pricing config every price is computed with (the singleton row), replacing
 * the seeded one, and returns what was stored.
 */
export async function savePricingConfig(db: Database, overrides: Partial<PricingConfig> = {}): Promise<PricingConfig> {
  const config = aPricingConfig(overrides);
  const values = { id: 1, ...config };
  await db.insert(pricingConfig).values(values).onConflictDoUpdate({ target: pricingConfig.id, set: values });
  // As every save does: drop the cached copy here and in any other app on this database.
  await notifyConfigChanged(db, 'pricing_config');
  invalidateConfigCache(db, 'pricing_config');
  return config;
}
