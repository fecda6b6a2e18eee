import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICING_CONFIG } from '#domain/pricing/pricing-config';
import type { PricingConfig } from '#domain/pricing/pricing-config';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import { pricingConfigQueryOptions } from '../funnel/api/funnel-api';

/**
 * The pricing config for the price screens (customer-flows §7: fetched on load). Undefined
 * while it loads ('Loading pricing information...'); if it cannot be loaded the built-in
 * defaults price the screen rather than leaving the customer on a loading line for ever. The
 * server recomputes every stored price with the stored config either way.
 */
export function usePricingConfig(): PricingConfig | undefined {
  const query = useQuery({ ...pricingConfigQueryOptions(), select: pricingConfigFromWire });
  if (query.data) return query.data;
  return query.isError ? DEFAULT_PRICING_CONFIG : undefined;
}
