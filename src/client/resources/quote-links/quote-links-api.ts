import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getQuoteRecap } from '#contracts/quote-links.contract';
import { apiRequest, isApiError } from '#client/lib/api-client';
import { getQuoteLink, type IssuedQuoteLink, subscribeToQuoteLinks } from '#client/resources/leads/lead-outbox';

export const quoteLinkKeys = {
  all: ['quote-links'] as const,
  recap: (token: string) => [...quoteLinkKeys.all, 'recap', token] as const,
};

/** A quote link's recap (docs/product/home-flow.md#quote-link); a 404 is not retried. */
export function quoteRecapQueryOptions(token: string) {
  return queryOptions({
    queryKey: quoteLinkKeys.recap(token),
    queryFn: ({ signal }) => apiRequest(getQuoteRecap, { params: { token }, signal }),
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 2,
    staleTime: 60_000,
  });
}

export function useQuoteRecap(token: string) {
  return useQuery(quoteRecapQueryOptions(token));
}

/** The link the funnel run's save was answered with, once it arrives. */
export function useIssuedQuoteLink(funnelKey: string): IssuedQuoteLink | null {
  return useSyncExternalStore(
    subscribeToQuoteLinks,
    () => getQuoteLink(funnelKey),
    () => null,
  );
}
