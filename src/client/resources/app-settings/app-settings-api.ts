import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppSettings, AppSettingsInput } from '#contracts/app-settings.contract';
import { DEFAULT_APP_SETTINGS, type PublicAppSettings } from '#domain/settings/default-app-settings';
import { apiRequest, lazyEndpoint } from '#client/lib/api-client';

// Read by every customer page: the contract loads with the first request
// (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
const contract = () => import('#contracts/app-settings.contract');
const getAppSettings = lazyEndpoint({ method: 'GET', path: '/api/app-settings' }, async () => (await contract()).getAppSettings);
const updateAppSettings = lazyEndpoint({ method: 'PUT', path: '/api/app-settings' }, async () => (await contract()).updateAppSettings);

/**
 * The app settings: one cache entry read by the customer screens (business name, phone,
 * WhatsApp number, badges, rating, offer texts) and by the back office's App Settings screen, so
 * a save there shows in the funnels at once (docs/product/app-settings.md#saving).
 */
export const appSettingsKeys = {
  all: ['app-settings'] as const,
  detail: () => [...appSettingsKeys.all, 'detail'] as const,
  versions: () => [...appSettingsKeys.all, 'versions'] as const,
};

export function appSettingsQueryOptions() {
  return queryOptions({
    queryKey: appSettingsKeys.detail(),
    queryFn: ({ signal }) => apiRequest(getAppSettings, { signal }),
  });
}

/**
 * The same entry for the back office, fetched again whenever a staff screen opens: another staff
 * member may have saved in the last five minutes. Customers keep the five-minute cache.
 */
export function staffAppSettingsQueryOptions() {
  return queryOptions({ ...appSettingsQueryOptions(), staleTime: 0 });
}

/** Every setting customers see, from the settings or, when they are missing, the built-in defaults. */
export function selectPublicSettings(settings: AppSettings | undefined): PublicAppSettings {
  if (!settings) return { ...DEFAULT_APP_SETTINGS };
  const { updatedAt: _updatedAt, ...values } = settings;
  return values;
}

export type PublicSettings = PublicAppSettings & {
  /** True until the first answer; screens may hold back a phone number or a badge until then. */
  isPending: boolean;
};

/**
 * The settings the customer screens show (docs/product/shared-behaviour.md#app-settings), or the
 * built-in defaults while they load and when loading fails.
 */
export function usePublicSettings(): PublicSettings {
  const settings = useQuery(appSettingsQueryOptions());
  return { ...selectPublicSettings(settings.data), isPending: settings.isPending };
}

/** Staff save the settings; the answer is the updated settings, shown everywhere at once. */
export function useUpdateAppSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppSettingsInput) => apiRequest(updateAppSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(appSettingsKeys.detail(), saved);
      // The prefix covers the history too: the save is its newest version.
      return queryClient.invalidateQueries({ queryKey: appSettingsKeys.all });
    },
  });
}
