import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

// docs/decisions/0016-performance-budgets-and-caches.md#api-answer-headers
describe('security headers', () => {
  it('give pages the page policy and API answers the API set, HSTS on both when it is on', async () => {
    const app = Fastify({ logger: false });
    await registerSecurityHeaders(
      app,
      { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } }, hsts: { maxAge: 600 } },
      { 'permissions-policy': 'camera=()' },
    );
    app.get('/page', async () => 'page');
    app.get('/api/data', async () => ({ ok: true }));
    app.get('/api/readable', { config: { rendersPage: true } }, async () => '<h1>page</h1>');
    const [page, data, readable] = await Promise.all(['/page', '/api/data', '/api/readable'].map((url) => app.inject({ method: 'GET', url })));

    expect(page?.headers).toMatchObject({ 'content-security-policy': "default-src 'self';script-src 'self'", 'permissions-policy': 'camera=()', 'x-frame-options': 'SAMEORIGIN' });
    expect(readable?.headers).toMatchObject({ 'content-security-policy': "default-src 'self';script-src 'self'", 'permissions-policy': 'camera=()' });
    expect(data?.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    expect(data?.headers['permissions-policy']).toBeUndefined();
    for (const response of [page, data, readable]) expect(response?.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    await app.close();
  });
});
