import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
});
afterAll(() => t.close());

type Operation = { security?: Record<string, string[]>[]; 'x-access'?: string; requestBody?: unknown; parameters?: { name: string; in: string }[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

async function readDocument(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** `/api/leads/:id` is `/api/leads/{id}` in OpenAPI. */
function toOpenApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every registered route, with who may call it', async () => {
    const document = await readDocument();
    expect(document.openapi).toBe('3.1.0');
    const registered = t.app.routeAccessTable;
    expect(registered.length).toBeGreaterThan(30);
    const missing = registered.filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const route of registered) {
      const operation = document.paths[toOpenApiPath(route.url)]![route.method.toLowerCase()]!;
      expect(operation['x-access'], `${route.method} ${route.url}`).toBe(route.access);
      expect(operation.security, `${route.method} ${route.url}`).toEqual(route.access === 'staff' ? [{ staffSession: [] }] : []);
    }
  });

  it('describes nothing but the API', async () => {
    const document = await readDocument();
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(document.components.securitySchemes).toEqual({ staffSession: { type: 'apiKey', in: 'cookie', name: 'hq_session' } });
  });

  it('is generated from the zod contracts: bodies, parameters and limits', async () => {
    const document = await readDocument();
    const createRate = document.paths['/api/contractor-rates']!.post!;
    expect(JSON.stringify(createRate.requestBody)).toContain('"hourlyRate"');
    expect(JSON.stringify(createRate.requestBody)).toContain('"maximum":100000');
    const patchRate = document.paths['/api/contractor-rates/{id}']!.patch!;
    expect(patchRate.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  });

  it('is for staff only, and so is the reference page', async () => {
    for (const url of ['/api/openapi.json', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the API reference page', () => {
  it('lists every operation readably, as HTML with no script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Handyman quotes API reference</h1>');
    expect(html).not.toContain('<script');
    for (const route of t.app.routeAccessTable) {
      expect(html, `${route.method} ${route.url}`).toContain(`>${route.method}</span> <code>${toOpenApiPath(route.url)}</code>`);
    }
    expect(html).toContain('<code>hourlyRate</code> <span class="req">required</span>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
