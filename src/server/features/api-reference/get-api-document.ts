import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './render-api-reference';

/** The OpenAPI 3.1 document @fastify/swagger built from every registered contract (plugins/openapi.ts). */
export function getApiDocument(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}
