import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { connectDatabase } from '#server/db/client';
import { createTestApp, type TestApp } from '#testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 when the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 read_only when the database answers but cannot write (docs/limits.md#health)', async () => {
    // As a full disk would: every write refused with SQLSTATE 53100.
    await t.database.pool.query(`
      create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
      create trigger refuse_write before insert or update on health_checks for each row execute function refuse_write();`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'read_only' });
    } finally {
      await t.database.pool.query('drop trigger refuse_write on health_checks; drop function refuse_write();');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the database cannot be reached', async () => {
    const unreachable = connectDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({
      config: { isProduction: false, clientDir: path.resolve('dist/__none__'), logLevel: 'silent' },
      db: unreachable.db,
      pool: unreachable.pool,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
      await unreachable.pool.end();
    }
  });
});
