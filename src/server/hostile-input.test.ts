import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '#contracts/endpoint';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

/**
 * Every field of every public and staff endpoint, read from the contracts, refuses a NUL
 * character, an unpaired surrogate and a 5,000-deep JSON value with 400 problem+json naming the
 * field (docs/limits.md#hostile-input). An endpoint added later is covered without editing this.
 */
const CONTRACTS_DIR = path.resolve(import.meta.dirname, '../contracts');

async function loadEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of readdirSync(CONTRACTS_DIR).filter((name) => name.endsWith('.contract.ts'))) {
    const module = (await import(path.join(CONTRACTS_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'responses' in value) endpoints.push(value as Endpoint);
    }
  }
  return endpoints;
}

function keysOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
}

/** Written as text: serialising such a value would overflow the test's own stack. */
function deepJson(depth: number): string {
  return `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
}

const UUID = '00000000-0000-4000-8000-000000000000';
/** Each hostile value as JSON text. */
const HOSTILE_VALUES = {
  nul: JSON.stringify('a\u0000b'),
  surrogate: '"a\\ud800b"',
  'lone low surrogate': '"\\udc00"',
  'deep JSON': deepJson(5_000),
} as const;

let t: TestApp;
let cookie: string;
let endpoints: Endpoint[];
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { overrides: { default: 100_000, signIn: 100_000, leadSaves: 100_000, events: 100_000, analyses: 100_000, helpers: 100_000, recommendations: 100_000, transcriptions: 100_000, webhookRetries: 100_000, webhookTests: 100_000 }, syncIntervalMs: 1_000 } } });
  cookie = (await signInAsStaff(t)).cookie;
  endpoints = await loadEndpoints();
});
afterAll(() => t.close());

function expectRefused(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, field: string, label: string) {
  expect(response.statusCode, label).toBe(400);
  expect(String(response.headers['content-type']), label).toContain('application/problem+json');
  const problem = response.json() as { invalidParams?: { name: string }[] };
  expect(problem.invalidParams?.[0]?.name, label).toBe(field);
}

describe('hostile input on every field', () => {
  it('finds endpoints with text fields to try', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.filter((e) => keysOf(e.body).length > 0).length).toBeGreaterThan(10);
    expect(endpoints.filter((e) => keysOf(e.query).length > 0).length).toBeGreaterThan(5);
  });

  it('answers 400 naming the body field for NUL, an unpaired surrogate and 5,000-deep JSON', async () => {
    let tried = 0;
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(/:(\w+)/g, UUID);
      for (const field of keysOf(endpoint.body)) {
        for (const [kind, value] of Object.entries(HOSTILE_VALUES)) {
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            headers: { cookie, 'content-type': 'application/json' },
            payload: `{${JSON.stringify(field)}:${value}}`,
          });
          expectRefused(response, field, `${endpoint.method} ${endpoint.path} body.${field} with ${kind}`);
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('answers 400 naming the search parameter for NUL and an unpaired surrogate in a query', async () => {
    let tried = 0;
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(/:(\w+)/g, UUID);
      for (const field of keysOf(endpoint.query)) {
        // %ED%A0%80 is an unpaired surrogate written as (invalid) UTF-8.
        for (const [kind, encoded] of [['nul', 'a%00b'], ['surrogate', 'a%ED%A0%80b']] as const) {
          const response = await t.app.inject({ method: endpoint.method, url: `${url}?${field}=${encoded}`, headers: { cookie } });
          const label = `${endpoint.method} ${endpoint.path}?${field} with ${kind}`;
          // Bytes that are not UTF-8 are read as U+FFFD, which is harmless text: never a 5xx.
          if (kind === 'nul') expectRefused(response, field, label);
          else expect(response.statusCode, label).toBeLessThan(500);
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(10);
  });

  it('answers 400 for a NUL in a route parameter', async () => {
    for (const endpoint of endpoints.filter((e) => e.path.includes('/:'))) {
      const url = endpoint.path.replace(/:(\w+)/g, 'a%00b');
      const response = await t.app.inject({ method: endpoint.method, url, headers: { cookie }, ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(400);
    }
  });

  it('answers 400 for a whole body that is 5,000 levels deep', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload: deepJson(5_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
