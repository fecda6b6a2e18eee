import type { QueryClient } from '@tanstack/react-query';
import type { PricingConfig } from '#domain/pricing/pricing-config';
import { pricingConfigQueryOptions, selectPricingConfig } from './pricing-config-api';

/**
 * How long 'Get My Quote' waits for the pricing config before pricing with the analysis's own
 * range: the customer should never be stuck behind a slow request.
 */
const PRICING_CONFIG_WAIT_MS = 4000;

/** The pricing config (cached since the page loaded), or null when it cannot be had in time. */
export async function loadPricingConfig(queryClient: QueryClient): Promise<PricingConfig | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('The pricing config took too long')), PRICING_CONFIG_WAIT_MS);
    });
    const wire = await Promise.race([queryClient.ensureQueryData(pricingConfigQueryOptions()), timeout]);
    return selectPricingConfig(wire);
  } catch (error) {
    console.warn("The pricing config could not be loaded; the analysis's own range is shown", error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
