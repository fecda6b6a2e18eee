import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getWebhookDeliveryCounts, listWebhookDeliveries, retryWebhookDelivery } from '#contracts/webhook-deliveries.contract';
import { getWebhookSettings, updateWebhookSettings, type UpdateWebhookSettingsBody } from '#contracts/webhook-settings.contract';
import { apiRequest } from '#client/lib/api-client';

/**
 * The lead webhook: its settings, its delivery log and the counts behind the admin layout's
 * warning badge (docs/product/testing-platform.md#integrations).
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
  settings: () => [...webhookKeys.all, 'settings'] as const,
  deliveries: () => [...webhookKeys.all, 'deliveries'] as const,
  counts: () => [...webhookKeys.all, 'counts'] as const,
};

/** The log follows retries as they happen while it is open. */
export const DELIVERY_LOG_REFRESH_MS = 5_000;
/** The badge on every back-office screen checks once a minute: cheap, and soon enough. */
export const DELIVERY_COUNTS_REFRESH_MS = 60_000;

export function webhookSettingsQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.settings(),
    queryFn: ({ signal }) => apiRequest(getWebhookSettings, { signal }),
  });
}

export function webhookDeliveriesQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.deliveries(),
    queryFn: ({ signal }) => apiRequest(listWebhookDeliveries, { signal }),
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });
}

export function webhookDeliveryCountsQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.counts(),
    queryFn: ({ signal }) => apiRequest(getWebhookDeliveryCounts, { signal }),
    refetchInterval: DELIVERY_COUNTS_REFRESH_MS,
    staleTime: DELIVERY_COUNTS_REFRESH_MS,
  });
}

export function useUpdateWebhookSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookSettingsBody) => apiRequest(updateWebhookSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(webhookKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
}

/** Retry now: the log and the badge's counts both change. */
export function useRetryWebhookDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiRequest(retryWebhookDelivery, { params: { id: deliveryId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
