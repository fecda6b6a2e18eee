import type { FastifyInstance } from 'fastify';
import { recordInteraction } from '#contracts/interactions.contract';
import { deriveInteractionFlow } from '#domain/analytics/derive-interaction-flow';
import { BadRequestError, ServiceUnavailableError } from '#server/errors';
import { fixedAnswer } from '#server/plugins/serializer';
import { registerRoute, respond } from '#server/route';
import type { InteractionWriter } from './interaction-writer';

/** A busy visitor sends a few events a second at most. */
const EVENTS_PER_MINUTE = 300;
const ACCEPTED = fixedAnswer({ accepted: true });

/** Beacons carry the whole event; 64 KB is ample and bounds the work per request. */
const EVENT_BODY_LIMIT_BYTES = 64 * 1024;

export function interactionsRoutes(deps: { writer: InteractionWriter; now: () => Date }) {
  return async (app: FastifyInstance) => {
    // navigator.sendBeacon sends a Blob whose type the browser may report as text/plain.
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('Body is not valid JSON') as Error & { statusCode: number; code: string };
        error.statusCode = 400;
        error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
        done(error, undefined);
      }
    });
    registerRoute(app, recordInteraction, {
      access: 'public',
      rateLimitPerMinute: EVENTS_PER_MINUTE,
      // The beacon's sender never reads the answer: the budget is said only when it refuses.
      budgetHeadersWhenAllowed: false,
      bodyLimitBytes: EVENT_BODY_LIMIT_BYTES,
      handler: async ({ body }) => {
        const flow = deriveInteractionFlow(body);
        if (!flow) {
          throw new BadRequestError('Name the flow: neither the source nor the step says which funnel this event belongs to.', [
            { name: 'flow', reason: "Send 'home' or 'pricing', or a step of one of the funnels." },
          ]);
        }
        if (!deps.writer.add({ ...body, flow }, deps.now())) throw new ServiceUnavailableError('Tracking is busy; the event was not recorded.', 5);
        return respond(202, ACCEPTED);
      },
    });
  };
}
