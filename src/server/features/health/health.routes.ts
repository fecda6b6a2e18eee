import type { FastifyInstance } from 'fastify';
import { getHealth } from '#contracts/health.contract';
import { registerRoute, respond } from '#server/route';
import { checkHealth, type HealthDeps } from './check-health';

export function healthRoutes(deps: HealthDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getHealth, {
      access: 'public',
      handler: async ({ reply, request }) => {
        const health = await checkHealth(deps, { withWebhookBacklog: request.staff !== null });
        reply.header('cache-control', 'no-store');
        return health.status === 'ok' ? respond(200, health) : respond(503, health);
      },
    });
  };
}
