import { z } from 'zod';
import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from './api-reference-paths';
import { defineEndpoint } from './endpoint';

/**
 * The API's own description (docs/integrations.md#api-reference): an OpenAPI 3.1 document
 * generated from these contracts, and a readable page made from it. Staff only.
 */
export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: OPENAPI_DOCUMENT_PATH,
  responses: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }) },
});

export const getApiReference = defineEndpoint({
  method: 'GET',
  path: API_REFERENCE_PATH,
  /** text/html: a page rendered on the server, with no script (the CSP allows none). */
  responses: { 200: z.string() },
});
