import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import { DEFAULT_PRICING_CONFIG, type PricingConfig } from '#domain/pricing/pricing-config';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import { apiRequest, lazyEndpoint } from '#client/lib/api-client';

// Fetched by both customer funnels on load: the contract loads with that request
// (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
const contract = () => import('#contracts/pricing.contract');
const getPricingConfig = lazyEndpoint({ method: 'GET', path: '/api/pricing/config' }, async () => (await contract()).getPricingConfig);
const updatePricingConfig = lazyEndpoint({ method: 'PUT', path: '/api/pricing/config' }, async () => (await contract()).updatePricingConfig);

/**
 * The pricing config: one cache entry read by both customer funnels (fetched on load) and by
 * the back office's Pricing Config screen, so a save there reprices the funnels without a
 * second copy going stale (docs/product/pricing-config.md#saving).
 */
export const pricingConfigKeys = {
  all: ['pricing-config'] as const,
  detail: () => [...pricingConfigKeys.all, 'detail'] as const,
  versions: () => [...pricingConfigKeys.all, 'versions'] as const,
  previews: () => [...pricingConfigKeys.all, 'preview'] as const,
  preview: (draft: PricingConfigDto) => [...pricingConfigKeys.previews(), draft] as const,
};

/** Pounds on the wire, as the API answers it (ADR 0003). */
export function pricingConfigQueryOptions() {
  return queryOptions({
    queryKey: pricingConfigKeys.detail(),
    queryFn: ({ signal }) => apiRequest(getPricingConfig, { signal }),
  });
}

/**
 * The same entry for the back office, fetched again whenever the screen opens: another staff
 * member may have saved in the last five minutes.
 */
export function staffPricingConfigQueryOptions() {
  return queryOptions({ ...pricingConfigQueryOptions(), staleTime: 0 });
}

/** The wire config as the domain prices with it: pence inside. */
export const selectPricingConfig = pricingConfigFromWire;

/**
 * The pricing config for the price screens. Undefined while it loads ('Loading pricing
 * information...'); if it cannot be loaded the built-in defaults price the screen rather than
 * leaving the customer on a loading line for ever. The server recomputes every stored price
 * with the stored config either way.
 */
export function usePricingConfig(): PricingConfig | undefined {
  const query = useQuery({ ...pricingConfigQueryOptions(), select: selectPricingConfig });
  if (query.data) return query.data;
  return query.isError ? DEFAULT_PRICING_CONFIG : undefined;
}

/** Staff save the config; every screen reading it, funnels included, sees the saved answer. */
export function useUpdatePricingConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingConfigDto) => apiRequest(updatePricingConfig, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pricingConfigKeys.detail(), saved);
      // The prefix covers the history and the lead previews too.
      return queryClient.invalidateQueries({ queryKey: pricingConfigKeys.all });
    },
  });
}
