import { queryOptions } from '@tanstack/react-query';
import { getAppSettings } from '#contracts/app-settings.contract';
import { apiRequest } from '#client/lib/api-client';

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
