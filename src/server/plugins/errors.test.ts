import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { defineEndpoint, ProblemSchema } from '#contracts/endpoint';
import { registerRoute, respond } from '../route';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo',
  body: z.object({ count: z.number().int(), name: z.string().min(1) }),
  responses: { 200: z.object({ count: z.number() }) },
});
const broken = defineEndpoint({ method: 'GET', path: '/api/test/broken', responses: { 200: z.object({ ok: z.boolean() }) } });

let app: FastifyInstance;
let database: TestDatabase;
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: { isProduction: false, clientDir: path.resolve('dist/__none__'), logLevel: 'silent' },
    db: database.db,
    pool: database.pool,
  });
  registerRoute(app, echo, { access: 'public', handler: async ({ body }) => respond(200, { count: body.count }) });
  registerRoute(app, broken, {
    access: 'public',
    handler: async () => {
      logged.push('called');
      throw new Error('database password is hunter2');
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('errors are problem+json with a reason', () => {
  it('names each invalid field of a wrong-typed body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 'three', name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(problem).toMatchObject({ status: 400, code: 'validation_failed', title: 'Bad Request' });
    expect(problem.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['count', 'name']);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"count": 1,' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('malformed_json');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 1, name: 'x'.repeat(1_100_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('body_too_large');
  });

  it('refuses a content type the API does not speak with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
  });

  it('answers an unknown API route with 404 problem+json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found', status: 404 });
  });

  it('hides the details of an unexpected error behind a 500 with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken', headers: { 'x-request-id': 'req-abcdef123' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts/);
    expect(response.json()).toMatchObject({ code: 'internal_error', instance: 'req-abcdef123' });
    expect(response.headers['x-request-id']).toBe('req-abcdef123');
  });

  it('answers every problem in the contract shape, with a code from the closed list', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 'three', name: '' } }),
      app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{' }),
      app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      app.inject({ method: 'GET', url: '/api/test/broken' }),
    ]);
    for (const answer of answers) expect(ProblemSchema.safeParse(answer.json()).error).toBeUndefined();
  });

  it('sends an API answer the API’s security headers: nothing may run in it, frame it, read it across origins or sniff it', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      // The page policy's browser-page headers are not sent with data.
      expect(response.headers['permissions-policy'], url).toBeUndefined();
    }
  });
});
