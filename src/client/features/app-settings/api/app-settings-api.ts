import { queryOptions } from '@tanstack/react-query';
import { getAppSettings } from '../../../../contracts/app-settings.contract';
import { apiRequest } from '../../../lib/api-client';

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

/**
 * Built-in values the public screens use while the settings cannot be loaded
 * (customer-flows §3). The numbers are Ofcom's reserved drama numbers, so a placeholder
 * can never ring a real person.
 */
export const DEFAULT_PUBLIC_SETTINGS = {
  businessName: 'Handyman Services',
  businessPhone: '01632 960000',
  whatsappNumber: '+44 7700 900000',
} as const;
