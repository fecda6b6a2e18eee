import { vi } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from '#contracts/endpoint';

/**
 * API stubs typed by the contracts: the client's process boundary (fetch) answered by handlers
 * keyed by the endpoint objects themselves. A handler's answer must match the contract's
 * response schema for its status, checked by the type checker and again at run time, so a stub
 * cannot drift from what the server really answers. Request bodies are parsed with the
 * endpoint's body schema, as the server would: a body the server would refuse gets a 400 here.
 */

type StatusOf<E extends Endpoint> = keyof E['responses'] & number;

/** One answer the contract allows: a declared status and a body of that status's shape. */
export type StubAnswer<E extends Endpoint> = {
  [S in StatusOf<E>]: { status: S; body: z.input<E['responses'][S]> };
}[StatusOf<E>];

export type StubRequest<E extends Endpoint> = {
  url: URL;
  /** Path parameters by name, from the contract's `/api/leads/:id` pattern. */
  params: Record<string, string>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  headers: Headers;
};

type Handler<E extends Endpoint> = (request: StubRequest<E>) => StubAnswer<E> | Response;

export type StubRoute = {
  endpoint: Endpoint;
  match: (method: string, pathname: string) => Record<string, string> | undefined;
  handle: (request: StubRequest<Endpoint>) => Promise<Response>;
};

function toMatcher(endpoint: Endpoint) {
  const names: string[] = [];
  const pattern = endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (method: string, pathname: string) => {
    if (method !== endpoint.method) return undefined;
    const found = regex.exec(pathname);
    if (!found) return undefined;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
  };
}

function problem(status: number, detail: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Stubbed error', status, detail, code: 'validation_failed' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** Answers `endpoint` with `handler`. */
export function on<E extends Endpoint>(endpoint: E, handler: NoInfer<Handler<E>>): StubRoute {
  return {
    endpoint,
    match: toMatcher(endpoint),
    handle: async (request) => {
      const answer = handler(request as StubRequest<E>);
      if (answer instanceof Response) return answer;
      const schema = endpoint.responses[answer.status];
      if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} declares no ${answer.status} answer`);
      // A stub that disagrees with the contract fails the test here, not somewhere downstream.
      const body = schema.parse(answer.body);
      if (answer.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    },
  };
}

/**
 * Replaces fetch with the given routes. A request no route expected answers 501, so the test
 * fails visibly instead of hanging. Returns the fetch mock to inspect the calls.
 */
export function stubEndpoints(...routes: StubRoute[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    for (const route of routes) {
      const params = route.match(method, url.pathname);
      if (!params) continue;
      let body: unknown;
      if (route.endpoint.body) {
        const parsed = route.endpoint.body.safeParse(init?.body ? JSON.parse(String(init.body)) : undefined);
        if (!parsed.success) return problem(400, parsed.error.message);
        body = parsed.data;
      }
      return route.handle({ url, params, body: body as never, headers: new Headers(init?.headers) });
    }
    return new Response(`No stub for ${method} ${url.pathname}`, { status: 501 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
