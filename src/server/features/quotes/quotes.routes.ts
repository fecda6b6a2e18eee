import type { FastifyInstance } from 'fastify';
import { issueQuote as issueQuoteEndpoint } from '#contracts/quotes.contract';
import { registerRoute, respond } from '#server/route';
import { issueQuote, type IssueQuoteDeps } from './issue-quote';

/** A customer sees a handful of prices (a promo code, the urgency changed); a script is stopped. */
const QUOTES_PER_MINUTE = 30;

export function quotesRoutes(deps: Omit<IssueQuoteDeps, 'log'>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, issueQuoteEndpoint, {
      access: 'public',
      rateLimitPerMinute: QUOTES_PER_MINUTE,
      handler: async ({ body, request }) => respond(201, await issueQuote({ ...deps, log: request.log }, body)),
    });
  };
}
