import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pricingConfigVersions } from '#contracts/config-versions.contract';
import { previewPricingConfig } from '#contracts/pricing-preview.contract';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import { apiRequest } from '#client/lib/api-client';
import { pricingConfigKeys } from './pricing-config-api';

// The config's history and the preview on real leads, for the back office only: apart from
// pricing-config-api.ts, which the customer screens load, so none of it reaches their JavaScript.

/** The config's recent versions, newest first (docs/product/pricing-config.md#history). */
export function pricingConfigVersionsQueryOptions() {
  return queryOptions({
    queryKey: pricingConfigKeys.versions(),
    queryFn: ({ signal }) => apiRequest(pricingConfigVersions.list, { signal }),
    staleTime: 0,
  });
}

/** Puts an earlier version back; every reader, funnels included, prices with it at once. */
export function useRestorePricingConfigVersionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest(pricingConfigVersions.restore, { params: { version: String(version) } }),
    onSuccess: (restored) => {
      queryClient.setQueryData(pricingConfigKeys.detail(), restored);
      return queryClient.invalidateQueries({ queryKey: pricingConfigKeys.all });
    },
  });
}

/**
 * What a draft would do to recent real leads (docs/product/pricing-config.md#preview-on-recent-leads),
 * computed by the server. Off while there is no valid draft; while the next draft's answer is on
 * its way the last one stays on screen, so the panel does not flicker as staff type.
 */
export function pricingPreviewQueryOptions(draft: PricingConfigDto | null) {
  return queryOptions({
    queryKey: draft ? pricingConfigKeys.preview(draft) : pricingConfigKeys.previews(),
    queryFn: ({ signal }) => {
      if (!draft) throw new Error('There is no draft to preview.');
      return apiRequest(previewPricingConfig, { body: draft, signal });
    },
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
