import type { PricingConfigDto } from '#contracts/pricing.contract';
import { preparePricingConfigForSave } from '#domain/pricing/prepare-pricing-config-for-save';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import type { Database } from '#server/db/client';
import { pricingConfig } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import type { StoredPricingConfig } from './get-pricing-config';

export async function updatePricingConfig(
  deps: { db: Database; now: () => Date },
  input: { config: PricingConfigDto; staffId: string },
): Promise<StoredPricingConfig> {
  // Rates end in 00 or 50 pence (docs/product/pricing-config.md#saving): rounded down here, then checked.
  const prepared = preparePricingConfigForSave(pricingConfigFromWire(input.config));
  if (!prepared.ok) throw new UnprocessableError('The pricing configuration is not valid.', prepared.invalidParams, 'invalid_pricing_config');
  const config = prepared.value;
  const updatedAt = deps.now();
  const values = { ...config, updatedAt, updatedBy: input.staffId };
  await deps.db
    .insert(pricingConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: pricingConfig.id, set: values });
  return { config, updatedAt };
}
