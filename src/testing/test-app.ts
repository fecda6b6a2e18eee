import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

let staffCounter = 0;

/** Creates a staff account and signs it in; returns the Cookie header to send. */
export async function signInAsStaff(testApp: TestApp): Promise<{ cookie: string; email: string }> {
  staffCounter += 1;
  const email = `staff${staffCounter}-${Date.now()}@example.com`;
  const password = 'a-long-test-password';
  await createStaffAccount({ db: testApp.database.db }, { email, password, name: 'Test Staff' });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { cookie: toCookieHeader(response), email };
}

export function toCookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
