import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig, RateLimitName } from '../config';
import { routeHooks } from '../route';
import type { HitCount, RateLimitCounters } from './rate-limit-counters';
import { registerSecurityHeaders } from './security-headers';

/** Requests per minute per address for routes that set no limit of their own. */
const DEFAULT_REQUESTS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The routes with a budget of their own, by the name its environment variable overrides
 * (docs/limits.md#request-budgets). A route keeps the per-minute budget it declares unless the
 * variable is set.
 */
export const ROUTE_BUDGETS: Record<string, Exclude<RateLimitName, `${string}PerDay` | 'default'>> = {
  'POST /api/auth/login': 'signIn',
  'POST /api/leads': 'leadSaves',
  'POST /api/form-interaction': 'events',
  'POST /api/analyze-job': 'analyses',
  'POST /api/extract-skills': 'helpers',
  'POST /api/generate-video-quote-reasons': 'helpers',
  'POST /api/quote-engine/recommend': 'recommendations',
  'POST /api/transcribe-audio': 'transcriptions',
  'POST /api/webhook-deliveries/:id/retry': 'webhookRetries',
  'POST /api/testing/webhook-test': 'webhookTests',
  'GET /api/quotes/:token': 'quoteRecaps',
  'POST /api/quotes': 'quotes',
};

/**
 * The public writes that store what a stranger sends, with their daily caps per client address
 * and per funnel run (the lead's `funnelKey`, the event's `sessionId`), docs/limits.md#daily-caps.
 */
export const DAILY_CAPS: Record<string, { perAddress: RateLimitName; perRun: RateLimitName; runKey: (body: unknown) => unknown; defaults: [number, number] }> = {
  'POST /api/leads': {
    perAddress: 'leadsPerAddressPerDay',
    perRun: 'leadsPerRunPerDay',
    runKey: (body) => (body as { funnelKey?: unknown } | undefined)?.funnelKey,
    defaults: [200, 20],
  },
  'POST /api/form-interaction': {
    perAddress: 'eventsPerAddressPerDay',
    perRun: 'eventsPerRunPerDay',
    runKey: (body) => (body as { sessionId?: unknown } | undefined)?.sessionId,
    defaults: [20_000, 2_000],
  },
};

export type SecurityDeps = {
  isProduction: boolean;
  counters: RateLimitCounters;
  rateLimits?: Partial<RateLimitConfig>;
};

export async function registerSecurity(app: FastifyInstance, deps: SecurityDeps): Promise<void> {
  const overrides = deps.rateLimits?.overrides ?? {};
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
  // A budget named by its route's table entry takes the environment's value when one is set.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const budget = methods.map((method) => ROUTE_BUDGETS[`${method} ${route.url}`]).find((name) => name !== undefined);
    const declared = route.config?.rateLimit;
    const override = budget ? overrides[budget] : undefined;
    if (override !== undefined && declared && typeof declared === 'object') {
      route.config = { ...route.config, rateLimit: { ...declared, max: override } };
    }
  });
  const counters = deps.counters;
  await app.register(rateLimit, {
    global: true,
    max: overrides.default ?? DEFAULT_REQUESTS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    // The counts live in PostgreSQL, shared by every instance (docs/limits.md#request-budgets).
    store: sharedStore(counters),
    // request.ip: the socket's address, or what a proxy named in TRUST_PROXY says it is.
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

  // Daily caps on the public writes, per address and per funnel run, after the body is read.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const caps = methods.map((method) => DAILY_CAPS[`${method} ${route.url}`]).find((entry) => entry !== undefined);
    if (!caps) return;
    const perAddress = overrides[caps.perAddress] ?? caps.defaults[0];
    const perRun = overrides[caps.perRun] ?? caps.defaults[1];
    // Decided at once from the counts in memory; waits only when every hit syncs (tests).
    const check = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const run = caps.runKey(request.body);
      checkDailyCap(`day|${route.url}|address|${request.ip}`, perAddress, reply, (error) => {
        if (error || typeof run !== 'string' || run === '') return done(error);
        checkDailyCap(`day|${route.url}|run|${run}`, perRun, reply, done);
      });
    };
    route.preHandler = [...routeHooks(route.preHandler), check];
  });

  function checkDailyCap(key: string, max: number, reply: FastifyReply, done: (error?: Error) => void): void {
    const counted = counters.hit(key, DAY_MS, max);
    if (counted instanceof Promise) counted.then((count) => done(overDailyCap(count, max, reply)), (error: unknown) => done(error as Error));
    else done(overDailyCap(counted, max, reply));
  }
}

/** The 429 for a count past its daily cap (with its Retry-After), or nothing. */
function overDailyCap({ current, ttl }: HitCount, max: number, reply: FastifyReply): Error | undefined {
  if (current <= max) return undefined;
  const seconds = Math.ceil(ttl / 1000);
  const error = new Error(`Too many saves today. Try again in ${seconds} seconds.`) as Error & { statusCode: number };
  error.statusCode = 429;
  reply.header('retry-after', String(seconds)); // the error handler keeps it
  return error;
}

/** @fastify/rate-limit's store interface over the shared counters; one key space per route. */
function sharedStore(counters: RateLimitCounters) {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'api';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max?: number): void {
      const counted = counters.hit(`${this.prefix}|${key}`, timeWindow, max);
      if (counted instanceof Promise) counted.then((result) => callback(null, result), (error: unknown) => callback(error as Error));
      else callback(null, counted);
    }
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = route?.method;
      return new SharedRateLimitStore(`${Array.isArray(method) ? method.join(',') : (method ?? '')} ${route?.url ?? ''}`);
    }
  };
}
