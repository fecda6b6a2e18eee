import { eq } from 'drizzle-orm';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import { preparePricingConfigForSave } from '#domain/pricing/prepare-pricing-config-for-save';
import { DEFAULT_PRICING_CONFIG } from '#domain/pricing/pricing-config';
import { pricingConfigFromWire, pricingConfigToWire } from '#domain/pricing/pricing-config-wire';
import type { Database } from '#server/db/client';
import { invalidateConfigCache } from '#server/db/config-cache';
import { pricingConfig } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { type ConfigVersionActor, recordConfigVersion } from '../config-versions/record-config-version';
import type { StoredPricingConfig } from './get-pricing-config';
import { toPricingConfig } from './internal/to-pricing-config';

/**
 * The Pricing Config save (docs/product/pricing-config.md#saving): rounded and checked by the
 * domain, then the row and its new version written in one transaction, so nothing is
 * half-saved. A restore is this save with the version it came from.
 */
export async function updatePricingConfig(
  deps: { db: Database; now: () => Date },
  input: { config: PricingConfigDto; staff: ConfigVersionActor; restoredFromVersion?: number },
): Promise<StoredPricingConfig> {
  // Rates end in 00 or 50 pence (docs/product/pricing-config.md#saving): rounded down here, then checked.
  const prepared = preparePricingConfigForSave(pricingConfigFromWire(input.config));
  if (!prepared.ok) throw new UnprocessableError('The pricing configuration is not valid.', prepared.invalidParams, 'invalid_pricing_config');
  const config = prepared.value;
  const updatedAt = deps.now();
  const version = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(pricingConfig).where(eq(pricingConfig.id, 1)).for('update').limit(1);
    const values = { ...config, updatedAt, updatedBy: input.staff.id };
    await tx.insert(pricingConfig).values({ id: 1, ...values }).onConflictDoUpdate({ target: pricingConfig.id, set: values });
    return recordConfigVersion(tx, {
      kind: 'pricing_config',
      before: {
        snapshot: pricingConfigToWire(current ? toPricingConfig(current) : DEFAULT_PRICING_CONFIG),
        savedAt: current?.updatedAt ?? updatedAt,
        savedBy: current?.updatedBy ?? null,
      },
      after: pricingConfigToWire(config),
      staff: input.staff,
      now: updatedAt,
      restoredFromVersion: input.restoredFromVersion,
    });
  });
  invalidateConfigCache(deps.db, 'pricing_config');
  return { config, updatedAt, version };
}
