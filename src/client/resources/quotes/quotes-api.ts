import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { issueQuote, type IssueQuoteBody, type IssuedQuote } from '#contracts/quotes.contract';
import { apiRequest, isApiError } from '#client/lib/api-client';
import { quoteKeys } from './quote-keys';

/**
 * The quote the server issues for a price screen (docs/product/issued-quotes.md): asked for once
 * per request and kept for the visit, so going back and forth shows the same quote, and the
 * lead names its id.
 */

export function issuedQuoteQueryOptions(request: IssueQuoteBody) {
  return queryOptions({
    queryKey: quoteKeys.issued(request),
    queryFn: ({ signal }) => apiRequest(issueQuote, { body: request, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    // A refusal (nothing to quote, bad input) will not change on a retry; a lost connection may.
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
  });
}

/** The issued quote for a screen; null asks for none (the screen shows no price). */
export function useIssuedQuote(request: IssueQuoteBody | null) {
  return useQuery({
    ...issuedQuoteQueryOptions(request ?? { screen: 'instant_quote', jobDescription: '' }),
    enabled: request !== null,
    // The quote on screen stays while its successor (with the promo code) is issued.
    placeholderData: keepPreviousData,
  });
}

/**
 * The issued quote for a request, from the cache when this visit already asked for it; null when
 * the server could not issue one (offline, down), so the caller can fall back without losing the lead.
 */
export async function fetchIssuedQuote(queryClient: QueryClient, request: IssueQuoteBody): Promise<IssuedQuote | null> {
  try {
    return await queryClient.fetchQuery(issuedQuoteQueryOptions(request));
  } catch (error) {
    console.warn('The quote could not be issued', error);
    return null;
  }
}
