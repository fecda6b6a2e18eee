import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ProblemCode } from '#contracts/problem-codes';
import { AppProviders } from '../app/providers';
import { AppRouter, HomePage } from '../app/router';

// In the browser the home page's chunk is preloaded with the page (the server's modulepreload);
// here it is loaded before any test renders, so tests see the page as a customer does once it
// has arrived.
await HomePage.preload();

/**
 * Test helpers for the client. They live under src/client (not src/testing) so that the
 * client's tsconfig, which has the DOM and JSX settings, type-checks them.
 */

/** Renders `ui` (by default the whole app) inside the real providers at `path`. */
export function renderAt(path: string, ui: ReactElement = <AppRouter />) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  return { user, ...render(<AppProviders>{ui}</AppProviders>) };
}

/** The current browser path plus query string. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A problem+json answer; the code must be one the server can send (contracts/problem-codes.ts). */
export function problemResponse(status: number, title: string, detail: string, code: ProblemCode): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail, code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

type Handler = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

/**
 * Stubs the global fetch, the process boundary of the client, with handlers keyed by
 * 'METHOD /path' (query string ignored). A request nobody expected answers 501 so that the
 * test fails visibly instead of hanging.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = handlers[key];
    if (!handler) return new Response(`No stub for ${key}`, { status: 501 });
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const TEST_STAFF = {
  id: '6f1c2a52-3a8e-4a8f-9a51-2d4f0f7f2b10',
  email: 'sam@example.co.uk',
  name: 'Sam Patel',
  /** The owner, so every screen's actions are on; TEST_STAFF_MEMBER has the lesser role. */
  role: 'owner',
} as const;

/** A staff member who is not the owner (docs/product/staff-accounts.md#roles). */
export const TEST_STAFF_MEMBER = { ...TEST_STAFF, id: '0b9d9a3e-5c1e-4a53-8f55-7c1d3b9a6e21', email: 'alex@example.co.uk', name: 'Alex Reid', role: 'staff' } as const;
