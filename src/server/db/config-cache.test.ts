import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { buildApp } from '#server/app';
import { connectDatabase, type DatabaseHandle } from '#server/db/client';
import { appSettings } from '#server/db/schema';
import { savePricingConfig } from '#testing/factories/pricing-config-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import { notifyConfigChanged } from './config-cache';

// Configs are cached per process and dropped on save, here and in every other instance
// (docs/decisions/0016-performance-budgets-and-caches.md).
let t: TestApp;
let cookie: string;
let second: { app: FastifyInstance; handle: DatabaseHandle };

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
  // A second instance of the app on the same database, with its own connection pool.
  const handle = connectDatabase(t.database.url, { max: 3 });
  const app = await buildApp({
    config: { isProduction: false, clientDir: path.resolve('dist/__no_client_in_server_tests__'), logLevel: 'silent' },
    db: handle.db,
    pool: handle.pool,
    now: () => t.clock.now,
  });
  await app.ready();
  second = { app, handle };
});

afterAll(async () => {
  await second.app.close();
  await second.handle.pool.end();
  await t.close();
});

async function businessName(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/app-settings' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { businessName: string }).businessName;
}

async function eventually(read: () => Promise<string>, expected: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('the config cache', () => {
  it('serves the cached settings: a write behind the app’s back is not seen until a change is notified', async () => {
    expect(await businessName(t.app)).toBe(DEFAULT_APP_SETTINGS.businessName);
    await t.database.db.update(appSettings).set({ businessName: 'Written Behind' }).where(eq(appSettings.id, 1));
    expect(await businessName(t.app)).toBe(DEFAULT_APP_SETTINGS.businessName);

    await notifyConfigChanged(t.database.db, 'app_settings');
    expect(await eventually(() => businessName(t.app), 'Written Behind')).toBe('Written Behind');
    expect(await eventually(() => businessName(second.app), 'Written Behind')).toBe('Written Behind');
  });

  it('a save is seen by the very next read of the instance that saved', async () => {
    expect(await businessName(t.app)).toBe('Written Behind');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/app-settings',
      headers: { cookie },
      payload: { ...DEFAULT_APP_SETTINGS, businessName: 'Saved Here' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await businessName(t.app)).toBe('Saved Here');
  });

  it('a save on one instance reaches a second instance on the same database through NOTIFY', async () => {
    // The previous test's save reaches the second instance by NOTIFY too: in its own time.
    expect(await eventually(() => businessName(second.app), 'Saved Here')).toBe('Saved Here');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/app-settings',
      headers: { cookie },
      payload: { ...DEFAULT_APP_SETTINGS, businessName: 'Saved Elsewhere' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await eventually(() => businessName(second.app), 'Saved Elsewhere')).toBe('Saved Elsewhere');
  });

  it('prices with the pricing config saved on another instance', async () => {
    const read = async (app: FastifyInstance) => {
      const response = await app.inject({ method: 'GET', url: '/api/pricing/config', headers: { cookie } });
      return String((response.json() as { baseRate: number }).baseRate);
    };
    const before = await read(second.app);
    await savePricingConfig(t.database.db, { baseRatePence: 9_900 });
    expect(await read(t.app)).toBe('99');
    expect(await eventually(() => read(second.app), '99')).toBe('99');
    expect(before).not.toBe('99');
  });
});
