import type { IssueQuoteBody } from '#contracts/quotes.contract';

/**
 * The issued quotes' cache keys, apart from the API so a first screen can read the cache
 * without downloading the contract (docs/product/issued-quotes.md#issuing). One request
 * (screen, words, urgency, promo code) is one quote.
 */
export const quoteKeys = {
  all: ['quotes'] as const,
  issued: (request: IssueQuoteBody) =>
    [...quoteKeys.all, 'issued', request.screen, request.jobDescription, request.urgency ?? null, request.promoCode ?? null] as const,
};
