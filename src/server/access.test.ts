import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsStaff, type TestApp } from '../testing/test-app';

/**
 * Every staff route refuses a caller with no session. The routes are read from the running app,
 * so a route added later is covered without touching this file; a new PUBLIC route must be
 * added to the list below on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/invitation',
  'POST /api/auth/login/two-factor',
  'GET /api/app-settings',
  'GET /api/pricing/config',
  'GET /api/quotes/:token',
  'POST /api/analyze-job',
  'POST /api/extract-skills',
  'POST /api/generate-video-quote-reasons',
  'POST /api/quote-engine/recommend',
  'POST /api/leads',
  'POST /api/quotes',
  'POST /api/form-interaction',
  'POST /api/transcribe-audio',
  'POST /api/transcribe-audio/warm-up',
];

/**
 * The staff routes only the owner may use (docs/product/staff-accounts.md#roles): managing staff
 * and changing settings, pricing, the engine and the webhook. Listed on purpose, like the public
 * ones, so a route cannot slip from owner to staff unnoticed.
 */
const OWNER_ROUTES = [
  'PUT /api/app-settings',
  'POST /api/app-settings/versions/:version/restore',
  'PUT /api/pricing/config',
  'POST /api/pricing/config/versions/:version/restore',
  'POST /api/quote-engine/config',
  'POST /api/quote-engine/config/versions/:version/restore',
  'PUT /api/webhook-settings',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'POST /api/admin/staff/:id/invitation',
  'PUT /api/admin/staff/:id/disabled',
  'POST /api/admin/staff/:id/reset-two-factor',
  'GET /api/admin/staff-security',
  'PUT /api/admin/staff-security',
  'GET /api/admin/audit-events',
  'GET /api/customer-data',
  'POST /api/customer-data/erase',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

describe('access to the API', () => {
  it('has routes to check', () => {
    expect(t.app.routeAccessTable.filter((r) => r.access === 'staff').length).toBeGreaterThan(0);
  });

  it('opens to the public only the routes meant for customers', () => {
    const publicRoutes = t.app.routeAccessTable.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('keeps everything under /api/admin for staff or the owner', () => {
    const adminRoutes = t.app.routeAccessTable.filter((r) => r.url.startsWith('/api/admin'));
    expect(adminRoutes.every((r) => r.access === 'staff' || r.access === 'owner')).toBe(true);
  });

  it('keeps for the owner exactly the routes that manage staff or change the business', () => {
    const ownerRoutes = t.app.routeAccessTable.filter((r) => r.access === 'owner').map((r) => `${r.method} ${r.url}`);
    expect(ownerRoutes.sort()).toEqual([...OWNER_ROUTES].sort());
  });

  it('answers 403 owner_only on every owner route to a signed-in staff member, and lets the owner through', async () => {
    const staff = await signInAsStaff(t, { role: 'staff' });
    const owner = await signInAsStaff(t, { role: 'owner' });
    const ownerRoutes = t.app.routeAccessTable.filter((r) => r.access === 'owner');
    for (const route of ownerRoutes) {
      const request = (cookie: string) =>
        t.app.inject({ method: route.method as 'PUT', url: concrete(route.url).replace('00000000-0000-4000-8000-000000000000', '1'), headers: { cookie }, payload: {} });
      const refused = await request(staff.cookie);
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json().code).toBe('owner_only');
      expect(refused.headers['cache-control']).toBe('no-store');
      const allowed = await request(owner.cookie);
      expect([200, 201, 400, 404, 409, 422], `${route.method} ${route.url} as the owner`).toContain(allowed.statusCode);
    }
  });

  it('answers every staff and owner request with Cache-Control: no-store, and a public read without it', async () => {
    const owner = await signInAsStaff(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: owner.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const leads = await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie: owner.cookie } });
    expect(leads.headers['cache-control']).toBe('no-store');
    const settings = await t.app.inject({ method: 'GET', url: '/api/app-settings' });
    expect(settings.headers['cache-control']).not.toBe('no-store');
  });

  it('answers 401 problem+json on every staff and owner route without a session or with a forged one', async () => {
    const staffRoutes = t.app.routeAccessTable.filter((r) => r.access !== 'public');
    for (const route of staffRoutes) {
      for (const cookie of [undefined, 'hq_session=forged-token-value']) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          ...(cookie ? { headers: { cookie } } : {}),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
      }
    }
  });
});

describe('where a signed-in change comes from', () => {
  const change = (headers: Record<string, string | undefined>) => t.app.injectAsIs({ method: 'POST', url: '/api/auth/logout', headers });

  it('refuses Origin: null and a missing Origin without a same-host Referer when the session cookie is sent', async () => {
    const { cookie } = await signInAsStaff(t);
    for (const headers of [
      { cookie, origin: 'null' },
      { cookie },
      { cookie, referer: 'https://evil.example/admin/leads' },
      { cookie, referer: 'not a url' },
      { cookie, origin: 'https://evil.example' },
    ]) {
      const response = await change({ host: 'localhost:3000', ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('accepts the same origin, or a same-host Referer when a browser sends no Origin', async () => {
    for (const headers of [{ origin: 'http://localhost:3000' }, { referer: 'http://localhost:3000/admin/leads?status=new' }]) {
      const { cookie } = await signInAsStaff(t);
      const response = await change({ host: 'localhost:3000', cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(204);
    }
  });

  it('leaves requests without the session cookie to the public rules (customers post leads without Origin)', async () => {
    const response = await change({ host: 'localhost:3000' });
    expect(response.statusCode).toBe(204);
  });
});
