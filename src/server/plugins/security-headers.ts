import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers every response has anyway: not helmet's. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for a policy, worked out once: @fastify/helmet rebuilds them (and parses the
 * CSP) on every request, which the profile under load showed as a large share of a small
 * request (docs/decisions/0016-performance-budgets-and-caches.md). Same policy, same headers.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !NOT_HELMETS.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

/** Sets the policy's headers, and any `extra`, on every response, from one object. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions, extra: Record<string, string> = {}): Promise<void> {
  const headers = { ...(await computeSecurityHeaders(options)), ...extra };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
