import type { FastifyInstance } from 'fastify';
import { getApiReference, getOpenApiDocument } from '#contracts/openapi.contract';
import { registerRoute, respond } from '#server/route';
import { getApiDocument } from './get-api-document';
import { renderApiReference } from './render-api-reference';

/**
 * /api/openapi.json and the readable /api/docs (docs/integrations.md#api-reference): staff only,
 * since the list of staff routes is a map for an attacker.
 */
export function apiReferenceRoutes() {
  return async (app: FastifyInstance) => {
    registerRoute(app, getOpenApiDocument, {
      access: 'staff',
      handler: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        return respond(200, getApiDocument(request.server));
      },
    });
    registerRoute(app, getApiReference, {
      access: 'staff',
      rendersPage: true,
      handler: async ({ request, reply }) => {
        reply.type('text/html; charset=utf-8');
        reply.header('cache-control', 'no-store');
        return respond(200, renderApiReference(getApiDocument(request.server)));
      },
    });
  };
}
