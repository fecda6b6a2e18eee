import type { FastifyInstance } from 'fastify';
import { createLead, IDEMPOTENCY_KEY_HEADER, LEAD_BODY_LIMIT_BYTES } from '#contracts/leads.contract';
import { getQuoteRecap } from '#contracts/quote-links.contract';
import { BadRequestError } from '#server/errors';
import { registerRoute, respond } from '#server/route';
import { createPublicLead, type CreatePublicLeadDeps } from './create-public-lead';
import { getQuoteRecap as readQuoteRecap } from './get-quote-recap';

/** Generous for one household's retries, low enough to stop a spam run. */
const LEAD_SAVES_PER_MINUTE = 30;
/** A customer opens their link a few times; a guesser walking tokens is cut off at once. */
const QUOTE_RECAPS_PER_MINUTE = 20;
const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,100}$/;

export function leadsRoutes(deps: CreatePublicLeadDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, createLead, {
      access: 'public',
      rateLimitPerMinute: LEAD_SAVES_PER_MINUTE,
      bodyLimitBytes: LEAD_BODY_LIMIT_BYTES,
      handler: async ({ body, request }) => {
        const header = request.headers[IDEMPOTENCY_KEY_HEADER];
        const idempotencyKey = typeof header === 'string' ? header : undefined;
        if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
          throw new BadRequestError('The Idempotency-Key header must be 8 to 100 letters, digits, - or _.', [
            { name: IDEMPOTENCY_KEY_HEADER, reason: 'is not a valid key' },
          ]);
        }
        const { lead, created } = await createPublicLead(deps, { body, idempotencyKey, isStaff: request.staff !== null, log: request.log });
        return created ? respond(201, lead) : respond(200, lead);
      },
    });
    registerRoute(app, getQuoteRecap, {
      access: 'public',
      rateLimitPerMinute: QUOTE_RECAPS_PER_MINUTE,
      handler: async ({ params }) => respond(200, await readQuoteRecap(deps, { token: params.token })),
    });
  };
}
