import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../domain/staff/staff-roles';
import { buildApp, type AppDeps } from '../server/app';
import { createStaffAccount } from '../server/features/auth/create-staff-account';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** A moving clock the test can set: sessions and timestamps read it. */
  clock: { now: Date };
  close: () => Promise<void>;
};

export type TestAppOptions = { config?: Partial<AppDeps['config']>; resolveHost?: AppDeps['resolveHost'] };

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = { now: new Date('2026-11-21T10:00:00.000Z') };
  const app = await buildApp({
    config: { isProduction: false, clientDir: path.resolve('dist/__no_client_in_server_tests__'), logLevel: 'silent', ...options.config },
    db: database.db,
    pool: database.pool,
    now: () => clock.now,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  });
  await app.ready();
  sendOriginLikeABrowser(app);
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Browsers send `Origin` on every POST, PUT, PATCH and DELETE, and the server refuses a
 * signed-in change without one (docs/product/staff-accounts.md#browser-safety). Injected
 * requests that carry a cookie and say nothing of where they come from get this app's own
 * origin, as a browser on the back office would send; a test of the refusal sets `origin` or
 * `referer` itself, or uses `injectAsIs`.
 */
function sendOriginLikeABrowser(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  (app as { injectAsIs: unknown }).injectAsIs = inject;
  const withOrigin = (options: InjectOptions | string) => {
    if (typeof options === 'string') return options;
    const headers = (options.headers ?? {}) as Record<string, unknown>;
    const method = (options.method ?? 'GET').toUpperCase();
    const changes = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (!changes || headers.cookie === undefined || 'origin' in headers || 'referer' in headers) return options;
    const host = typeof headers.host === 'string' ? headers.host : 'localhost:80';
    return { ...options, headers: { ...headers, origin: `http://${host}` } };
  };
  (app as { inject: unknown }).inject = (options?: InjectOptions | string) => (options === undefined ? inject() : inject(withOrigin(options)));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `inject` without the browser-like Origin the test app adds (see sendOriginLikeABrowser). */
    injectAsIs: FastifyInstance['inject'];
  }
}

let staffCounter = 0;

/**
 * Creates a back-office account and signs it in; returns the Cookie header to send. The owner
 * by default (every screen's tests need one who may save); `{ role: 'staff' }` for the lesser
 * role (docs/product/staff-accounts.md#roles).
 */
export async function signInAsStaff(testApp: TestApp, options: { role?: StaffRole } = {}): Promise<{ cookie: string; email: string }> {
  staffCounter += 1;
  const email = `staff${staffCounter}-${Date.now()}@example.com`;
  const password = 'a-long-test-password';
  await createStaffAccount({ db: testApp.database.db }, { email, password, name: 'Test Staff', role: options.role ?? 'owner' });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { cookie: toCookieHeader(response), email };
}

export function toCookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
