import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Every staff route refuses a caller with no session. The routes are read from the running app,
 * so a route added later is covered without touching this file; a new PUBLIC route must be
 * added to the list below on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/app-settings',
  'GET /api/pricing/config',
  'POST /api/analyze-job',
  'POST /api/extract-skills',
  'POST /api/generate-video-quote-reasons',
  'POST /api/quote-engine/recommend',
  'POST /api/leads',
  'POST /api/form-interaction',
  'POST /api/transcribe-audio',
  'POST /api/transcribe-audio/warm-up',
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

  it('keeps everything under /api/admin for staff', () => {
    const adminRoutes = t.app.routeAccessTable.filter((r) => r.url.startsWith('/api/admin'));
    expect(adminRoutes.every((r) => r.access === 'staff')).toBe(true);
  });

  it('answers 401 problem+json on every staff route without a session or with a forged one', async () => {
    const staffRoutes = t.app.routeAccessTable.filter((r) => r.access === 'staff');
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
      }
    }
  });
});
