import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { appSettingsVersions } from '#contracts/config-versions.contract';
import { apiRequest } from '#client/lib/api-client';
import { appSettingsKeys } from './app-settings-api';

// The settings' history, for the back office only: apart from app-settings-api.ts, which the
// customer screens load, so none of it reaches their JavaScript.

/** The settings' recent versions, newest first (docs/product/app-settings.md#history). */
export function appSettingsVersionsQueryOptions() {
  return queryOptions({
    queryKey: appSettingsKeys.versions(),
    queryFn: ({ signal }) => apiRequest(appSettingsVersions.list, { signal }),
    staleTime: 0,
  });
}

/** Puts an earlier version back; like a save, every reader sees the restored settings at once. */
export function useRestoreAppSettingsVersionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest(appSettingsVersions.restore, { params: { version: String(version) } }),
    onSuccess: (restored) => {
      queryClient.setQueryData(appSettingsKeys.detail(), restored);
      return queryClient.invalidateQueries({ queryKey: appSettingsKeys.all });
    },
  });
}
