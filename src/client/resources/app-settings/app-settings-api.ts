import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AppSettings, type AppSettingsInput, getAppSettings, updateAppSettings } from '#contracts/app-settings.contract';
import { DEFAULT_APP_SETTINGS, type PublicBusinessSettings } from '#domain/settings/default-app-settings';
import { apiRequest } from '#client/lib/api-client';

/**
 * The app settings: one cache entry read by the customer screens (business name, phone,
 * WhatsApp number) and by the back office's App Settings screen, so a save there shows in the
 * funnels at once (docs/product/app-settings.md#saving).
 */
export const appSettingsKeys = {
  all: ['app-settings'] as const,
  detail: () => [...appSettingsKeys.all, 'detail'] as const,
};

export function appSettingsQueryOptions() {
  return queryOptions({
    queryKey: appSettingsKeys.detail(),
    queryFn: ({ signal }) => apiRequest(getAppSettings, { signal }),
  });
}

/** The fields customers see, from the settings or, when they are missing, the built-in defaults. */
export function selectPublicBusinessSettings(settings: AppSettings | undefined): PublicBusinessSettings {
  const source = settings ?? DEFAULT_APP_SETTINGS;
  return { businessName: source.businessName, businessPhone: source.businessPhone, whatsappNumber: source.whatsappNumber };
}

export type PublicSettings = PublicBusinessSettings & {
  /** True until the first answer; screens may hold back a phone number until then. */
  isPending: boolean;
};

/**
 * Business name, phone and WhatsApp number from the app settings, or the built-in defaults
 * while they load and when loading fails (docs/product/shared-behaviour.md#app-settings).
 */
export function usePublicSettings(): PublicSettings {
  const settings = useQuery(appSettingsQueryOptions());
  return { ...selectPublicBusinessSettings(settings.data), isPending: settings.isPending };
}

/** Staff save the settings; the answer is the updated settings, shown everywhere at once. */
export function useUpdateAppSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppSettingsInput) => apiRequest(updateAppSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(appSettingsKeys.detail(), saved);
      return queryClient.invalidateQueries({ queryKey: appSettingsKeys.all });
    },
  });
}
