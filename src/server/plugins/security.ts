import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './security-headers';

/** Requests per minute per address for routes that set no limit of their own. */
const DEFAULT_REQUESTS_PER_MINUTE = 600;

export async function registerSecurity(app: FastifyInstance, deps: { isProduction: boolean }): Promise<void> {
  // helmet's policy, its headers worked out once (security-headers.ts).
  await registerSecurityHeaders(app, {
    // Only what the app uses: its own scripts, styles, images, API and the microphone.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and React set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(deps.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS, which production terminates in front of us.
    hsts: deps.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  }, { 'permissions-policy': 'microphone=(self), camera=(), geolocation=(), payment=()' });
  await app.register(rateLimit, {
    global: true,
    max: DEFAULT_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    // Pages and hashed assets are cheap files, and one page load fetches many of them: they are
    // not counted, so a customer browsing never uses up the budget the API calls share.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Answer with problem+json through the one error handler.
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
}
