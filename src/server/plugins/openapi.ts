import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieName } from '../features/auth/session-policy';

/** The security scheme a staff route names: the session cookie set by POST /api/auth/login. */
export const STAFF_SECURITY_SCHEME = 'staffSession';

const toJsonSchema = createJsonSchemaTransform({
  // A transform or a .catch() has no JSON Schema; the document shows it as "any" rather than fail.
  zodToJsonConfig: { unrepresentable: 'any' },
});

/** `/api/admin/leads/:leadId` → 'admin-leads'; `/api/leads` → 'leads': a tag per resource. */
export function toOpenApiTag(url: string): string {
  const [first = 'api', second] = url.replace(/^\/api\/?/, '').split('/');
  const resource = first === 'admin' && second ? `admin-${second}` : first;
  return resource.replace(/\.json$/, '');
}

/**
 * Collects every route's contract into an OpenAPI 3.1 document (docs/integrations.md#api-reference),
 * read by features/api-reference. Registered before any route, so it sees them all; only /api
 * routes are described (the client's static files are not the API). Each operation says who
 * may call it: a staff route names the session cookie as its security.
 */
export async function registerOpenApi(app: FastifyInstance, deps: { isProduction: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Handyman quotes API',
        description:
          'The API of the quote funnels and the back office. Public routes are what customers’ browsers call; staff routes need the session cookie from POST /api/auth/login. Errors are application/problem+json.',
        version: '1',
      },
      components: {
        securitySchemes: {
          [STAFF_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: sessionCookieName(deps.isProduction) },
        },
      },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api')) return { schema: { hide: true }, url: document.url };
      const { schema, url } = toJsonSchema(document);
      const access = document.route.config?.access;
      return {
        url,
        schema: {
          ...schema,
          tags: [toOpenApiTag(url)],
          'x-access': access,
          ...(access === 'staff' ? { security: [{ [STAFF_SECURITY_SCHEME]: [] }] } : { security: [] }),
        },
      };
    },
  });
}
