import { eq } from 'drizzle-orm';
import { FIRST_CONFIG_VERSION } from '#domain/config-versions/config-version-kind';
import { DEFAULT_PRICING_CONFIG, type PricingConfig } from '#domain/pricing/pricing-config';
import type { Database } from '#server/db/client';
import { createLastKnownGood } from '#server/db/last-known-good';
import { readThroughConfigCache } from '#server/db/config-cache';
import { pricingConfig } from '#server/db/schema';
import { currentConfigVersionSql } from '../config-versions/current-config-version';
import { toPricingConfig } from './internal/to-pricing-config';

export type StoredPricingConfig = {
  config: PricingConfig;
  updatedAt: Date;
  /** The config's version in force (docs/decisions/0010-app-settings-and-config-versions.md). */
  version: number;
};

/**
 * The config every price is computed with, and its version, read together so a lead can record
 * exactly which version priced it. The defaults only cover a database emptied by hand. Cached
 * in the process until a save (db/config-cache.ts).
 */
export function getPricingConfig(deps: { db: Database }): Promise<StoredPricingConfig> {
  return lastKnownPricing(deps.db, () => readThroughConfigCache(deps.db, 'pricing_config', () => loadPricingConfig(deps.db)));
}

/** While the database is down, quotes are priced with the config last read (docs/limits.md#database-down). */
const lastKnownPricing = createLastKnownGood<StoredPricingConfig>();

async function loadPricingConfig(db: Database): Promise<StoredPricingConfig> {
  const [found] = await db
    .select({ row: pricingConfig, version: currentConfigVersionSql('pricing_config') })
    .from(pricingConfig)
    .where(eq(pricingConfig.id, 1))
    .limit(1);
  if (!found) return { config: DEFAULT_PRICING_CONFIG, updatedAt: new Date(0), version: FIRST_CONFIG_VERSION };
  return { config: toPricingConfig(found.row), updatedAt: found.row.updatedAt, version: found.version };
}
