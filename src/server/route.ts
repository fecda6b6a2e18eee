import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '../contracts/endpoint';
import type { Staff } from '../contracts/auth.contract';

/**
 * Who may call a route. Every /api route must say so explicitly (plugins/auth.ts refuses to
 * start otherwise), and the auth test enumerates the staff and owner routes from the registered
 * ones. 'owner' is a staff route only the owner may use (docs/product/staff-accounts.md#roles).
 */
export type Access = 'public' | 'staff' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to an account that must still enrol in two-factor (docs/product/staff-accounts.md#two-factor). */
    openBeforeTwoFactor?: boolean;
    /** Answers with an HTML page, which gets the pages' security headers rather than the API's. */
    rendersPage?: boolean;
  }
  interface FastifyRequest {
    staff: Staff | null;
    sessionId: string | null;
    /** Whether the signed-in account must still enrol in two-factor (docs/product/staff-accounts.md#two-factor). */
    mustEnrolInTwoFactor: boolean;
  }
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteInput<E extends Endpoint> = {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers one of the statuses its contract declares, with that status's body. */
export type RouteResult<E extends Endpoint> = {
  [S in keyof E['responses'] & number]: { status: S; body: z.input<E['responses'][S]> };
}[keyof E['responses'] & number];

export type RouteOptions<E extends Endpoint> = {
  access: Access;
  /** Requests per minute per client address; omitted means the app-wide default. */
  rateLimitPerMinute?: number;
  /**
   * Whether an answer within the budget says how much is left (`x-ratelimit-*`); true unless the
   * caller never reads an answer (the event beacon). A refusal always says when to try again.
   */
  budgetHeadersWhenAllowed?: boolean;
  bodyLimitBytes?: number;
  /**
   * True only for what enrolling needs (GET /api/auth/me and the two-factor set-up routes):
   * while the owner requires two-factor, an account without it gets 403 `two_factor_required`
   * from every other staff route (docs/product/staff-accounts.md#two-factor).
   */
  openBeforeTwoFactor?: boolean;
  /** The route answers with an HTML page (plugins/security-headers.ts gives it the pages' policy). */
  rendersPage?: boolean;
  handler: (input: RouteInput<E>) => Promise<RouteResult<E>>;
};

const NO_BUDGET_HEADERS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;

/** Registers one contract endpoint: its zod schemas validate the input and shape the output. */
export function registerRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions<NoInfer<E>>): void {
  const response = Object.fromEntries(
    Object.entries(endpoint.responses).filter(([status]) => status !== '204'),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
    },
    ...(options.bodyLimitBytes ? { bodyLimit: options.bodyLimitBytes } : {}),
    config: {
      access: options.access,
      ...(options.openBeforeTwoFactor ? { openBeforeTwoFactor: true } : {}),
      ...(options.rendersPage ? { rendersPage: true } : {}),
      ...(options.rateLimitPerMinute
        ? {
            rateLimit: {
              max: options.rateLimitPerMinute,
              timeWindow: '1 minute',
              ...(options.budgetHeadersWhenAllowed === false ? { addHeadersOnExceeding: NO_BUDGET_HEADERS } : {}),
            },
          }
        : {}),
    },
    handler: async (request, reply) => {
      const result = await options.handler({
        params: request.params as RouteInput<E>['params'],
        query: request.query as RouteInput<E>['query'],
        body: request.body as RouteInput<E>['body'],
        request,
        reply,
      });
      reply.code(result.status);
      return result.status === 204 ? reply.send() : reply.send(result.body);
    },
  });
}

/** `return respond(200, body)`: keeps the status a literal so the contract can check the pair. */
export function respond<const S extends number, const B>(status: S, body: B): { status: S; body: B } {
  return { status, body };
}

/**
 * `return respondWithStream(200, readable)`: a text answer (a CSV export) sent as it is produced,
 * never built whole in memory (docs/limits.md#body-caps). Fastify pipes a stream without
 * serialising it, so the contract's `z.string()` describes what the client receives.
 */
export function respondWithStream<const S extends number>(status: S, stream: NodeJS.ReadableStream): { status: S; body: string } {
  return { status, body: stream as unknown as string };
}

/** A route's hooks of one kind as a list (Fastify takes one or a list), to add one in `onRoute`. */
export function routeHooks<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
