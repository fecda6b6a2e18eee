import type { z } from 'zod';
import type { Endpoint, Problem } from '#contracts/endpoint';

/**
 * The one request helper of the client (docs/conventions.md#client). It builds the URL from the
 * contract, sends cookies, and validates the answer with the contract's schema. It does no
 * UI work: no toasts, no redirects. Those belong to mutation callbacks and the providers.
 *
 * It imports no schema library itself: the customer's first screen reaches its endpoints through
 * `lazyEndpoint`, so zod and the contracts download beside the first request instead of before
 * the first paint (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */

/**
 * An endpoint known by its method and path now and by its schemas later: the contract module is
 * imported on the first request (in parallel with it) and the answer is still parsed with the
 * contract's schema before anyone sees it. The type checker proves the method and path are the
 * contract's own, so the contract stays the one source.
 */
export type LazyEndpoint<E extends Endpoint> = {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly load: () => Promise<E>;
};

export function lazyEndpoint<E extends Endpoint>(
  route: { method: NoInfer<E['method']>; path: NoInfer<E['path']> },
  load: () => Promise<E>,
): LazyEndpoint<E> {
  let loading: Promise<E> | undefined;
  return {
    method: route.method,
    path: route.path,
    load: () => {
      loading ??= load().catch((error: unknown) => {
        // Forget a failed download so the next request tries again.
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

function isLazyEndpoint<E extends Endpoint>(endpoint: E | LazyEndpoint<E>): endpoint is LazyEndpoint<E> {
  return 'load' in endpoint;
}

type OkStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;

type ParamsOption<E extends Endpoint> = E extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : { params?: undefined };

type QueryOption<E extends Endpoint> = E extends { query: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : { query?: undefined };

type BodyOption<E extends Endpoint> = E extends { body: infer S extends z.ZodType }
  ? { body: z.input<S> }
  : { body?: undefined };

export type ApiRequestOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    signal?: AbortSignal;
    /** Extra request headers, for example `Idempotency-Key` on a lead save. */
    headers?: Record<string, string>;
    /** Let the request outlive the page (a save made just before the tab closes). */
    keepalive?: boolean;
  };

type ApiRequestArgs<E extends Endpoint> =
  object extends ApiRequestOptions<E>
    ? [options?: ApiRequestOptions<E>]
    : [options: ApiRequestOptions<E>];

/** The parsed answer of an endpoint: the union of its declared 2xx response schemas. */
export type ApiResponse<E extends Endpoint> = {
  [S in keyof E['responses'] & OkStatus]: z.output<E['responses'][S]>;
}[keyof E['responses'] & OkStatus];

type QueryValue = string | number | boolean | null | undefined;

/**
 * A non-OK HTTP answer. The message format `${status}: ${body or status text}` is the one
 * the product uses for every failed request (docs/product/shared-behaviour.md#requests).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The RFC 9457 problem details, when the server sent them. */
  readonly problem: Problem | undefined;
  /** The response body text, or the status text when the body was empty. */
  readonly bodyText: string;

  constructor(status: number, bodyOrStatusText: string, problem?: Problem) {
    super(`${status}: ${bodyOrStatusText}`);
    this.status = status;
    this.problem = problem;
    this.bodyText = bodyOrStatusText;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export async function apiRequest<E extends Endpoint>(
  endpointOrLazy: E | LazyEndpoint<E>,
  ...[options]: ApiRequestArgs<E>
): Promise<ApiResponse<E>> {
  const { params, query, body, signal, headers, keepalive } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue | QueryValue[]>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    keepalive?: boolean;
  };

  const route = endpointOrLazy;
  const init: RequestInit = { method: route.method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json', ...headers };
    init.body = JSON.stringify(body);
  } else if (headers) {
    init.headers = { ...headers };
  }
  if (signal) init.signal = signal;
  if (keepalive) init.keepalive = true;

  const url = buildUrl(route.path, params, query);
  // The contract downloads while the request is on its way (a settled promise for an eager one).
  const loadingEndpoint = isLazyEndpoint(endpointOrLazy) ? endpointOrLazy.load() : Promise.resolve(endpointOrLazy);
  loadingEndpoint.catch(() => undefined);
  const response = await fetch(url, init);
  const text = await response.text();

  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, await parseProblem(text));
  }
  if (response.status === 204) return null as ApiResponse<E>;

  const endpoint = await loadingEndpoint;
  const schema = endpoint.responses[response.status];
  if (!schema) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.status}, which its contract does not declare`,
    );
  }
  const result = schema.safeParse(parseJson(text, endpoint));
  if (!result.success) {
    const { prettifyError } = await import('zod');
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.status} with an unexpected body:\n${prettifyError(result.error)}`,
    );
  }
  return result.data as ApiResponse<E>;
}

/** Fills `:name` placeholders (URL-encoded) and appends the query string. */
export function buildUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue | QueryValue[]> = {},
): string {
  const filledPath = path.replace(/:([A-Za-z0-9_]+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      // Absent values are left out rather than sent as the string "undefined".
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `${filledPath}?${queryString}` : filledPath;
}

function parseJson(text: string, endpoint: Endpoint): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${endpoint.method} ${endpoint.path} answered with a body that is not JSON`);
  }
}

/** The problem details of a refused request, read with the contract's schema (loaded on the first refusal). */
export async function parseProblem(text: string): Promise<Problem | undefined> {
  if (text === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { ProblemSchema } = await import('#contracts/endpoint');
  const result = ProblemSchema.safeParse(json);
  return result.success ? result.data : undefined;
}
