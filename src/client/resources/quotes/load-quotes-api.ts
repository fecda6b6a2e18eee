import type * as QuotesApi from './quotes-api';

let loading: Promise<typeof QuotesApi> | undefined;

/**
 * The quotes API, downloaded on demand: the pricing page's first screen does not need it
 * (bench/public-bundle-size.bench.ts), and the page asks for it early so 'Get My Quote' never waits.
 */
export function loadQuotesApi(): Promise<typeof QuotesApi> {
  loading ??= import('./quotes-api').catch((error: unknown) => {
    // Forget the failure so the next attempt downloads again.
    loading = undefined;
    throw error;
  });
  return loading;
}
