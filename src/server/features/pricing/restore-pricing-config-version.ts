import { PricingConfigSchema } from '#contracts/pricing.contract';
import type { Database } from '#server/db/client';
import { loadConfigVersionSnapshot } from '../config-versions/load-config-version-snapshot';
import type { ConfigVersionActor } from '../config-versions/record-config-version';
import type { StoredPricingConfig } from './get-pricing-config';
import { updatePricingConfig } from './update-pricing-config';

/**
 * Puts an earlier version's prices back (docs/product/pricing-config.md#history): saved through
 * the same rules as any save, and recorded as a new version that names the one restored.
 */
export async function restorePricingConfigVersion(
  deps: { db: Database; now: () => Date },
  input: { version: number; staff: ConfigVersionActor },
): Promise<StoredPricingConfig> {
  const config = await loadConfigVersionSnapshot(deps, { kind: 'pricing_config', version: input.version, schema: PricingConfigSchema });
  return updatePricingConfig(deps, { config, staff: input.staff, restoredFromVersion: input.version });
}
