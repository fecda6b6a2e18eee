import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from './api-client';

/** Data stays fresh for 5 minutes (docs/product/shared-behaviour.md#data-caching). */
export const STALE_TIME_MS = 5 * 60 * 1000;

export type CreateQueryClientOptions = {
  /**
   * Called for every query or mutation that fails with 401. The providers decide what a
   * 401 means for the current screen (the admin area sends staff to the sign-in page).
   */
  onUnauthorised?: (error: ApiError) => void;
  /**
   * Called for every 403 `two_factor_required`: the owner requires two-factor and this account
   * has none yet (docs/product/staff-accounts.md#two-factor).
   */
  onTwoFactorRequired?: (error: ApiError) => void;
};

export function createQueryClient({ onUnauthorised, onTwoFactorRequired }: CreateQueryClientOptions = {}): QueryClient {
  function handleError(error: unknown) {
    if (isApiError(error) && error.status === 401) onUnauthorised?.(error);
    if (isApiError(error) && error.status === 403 && error.problem?.code === 'two_factor_required') onTwoFactorRequired?.(error);
  }

  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      // No automatic retry, no refetch on focus and no polling (docs/product/shared-behaviour.md#data-caching);
      // the few screens that poll (leads, training lists: 30 s) opt in with refetchInterval.
      queries: {
        staleTime: STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
