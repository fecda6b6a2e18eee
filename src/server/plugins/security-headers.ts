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

/**
 * An API answer is data, never a page: nothing may run in it, load from it or frame it, and no
 * browser may read it across origins or sniff it into something else. Four headers (HSTS too in
 * production) rather than the page policy's fifteen: on a small JSON answer the header block was
 * most of the bytes the server wrote and the client parsed
 * (docs/decisions/0016-performance-budgets-and-caches.md#api-answer-headers).
 */
const API_ANSWER_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * Sets the policy's headers, and any `extra`, on every page and file; `/api` answers get the API
 * set, unless their route renders a page (`config.rendersPage`, the readable API reference).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions, extra: Record<string, string> = {}): Promise<void> {
  const pageHeaders = { ...(await computeSecurityHeaders(options)), ...extra };
  const hsts = pageHeaders['strict-transport-security'];
  const apiHeaders = { ...API_ANSWER_HEADERS, ...(hsts ? { 'strict-transport-security': hsts } : {}) };
  app.addHook('onRequest', (request, reply, done) => {
    const isApiAnswer = request.url.startsWith('/api/') && request.routeOptions.config.rendersPage !== true;
    reply.headers(isApiAnswer ? apiHeaders : pageHeaders);
    done();
  });
}
