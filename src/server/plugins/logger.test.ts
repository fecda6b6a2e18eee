import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';

let app: FastifyInstance;
let database: TestDatabase;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: { isProduction: false, clientDir: path.resolve('dist/__none__'), logLevel: 'info' },
    db: database.db,
    pool: database.pool,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the logs', () => {
  it('carry a request id and never a customer’s name, phone, email, search terms or password', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'x-request-id': 'trace-me-123456' },
      payload: { customerName: 'Zebedee Quigley', phone: '07700 900999', email: 'zebedee@example.com', jobDescription: 'Fix the gate at 12 Acacia Avenue', source: 'customer_form' },
    });
    await app.inject({ method: 'GET', url: '/api/health?search=Zebedee' });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'zebedee@example.com', password: 'secret-password-1' } });
    const log = lines.join('\n');
    expect(log).toContain('trace-me-123456');
    for (const secret of ['Zebedee', 'Quigley', '900999', 'zebedee@example.com', 'Acacia', 'secret-password-1']) {
      expect(log).not.toContain(secret);
    }
  });

  it('log a failed insert by its database code and message only, never its parameters (docs/limits.md#logs)', async () => {
    await database.pool.query(`
      create function refuse_lead() returns trigger language plpgsql as $$
      begin raise exception 'leads are refused in this test' using errcode = 'P0001'; end $$;
      create trigger refuse_lead before insert on leads for each row execute function refuse_lead();`);
    lines.length = 0;
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: { customerName: 'Ottoline Fairweather', phone: '07700 900123', email: 'ottoline@example.com', address: '7 Larkspur Lane', jobDescription: 'Rehang the Larkspur door', source: 'customer_form' },
      });
      expect(response.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('P0001');
      expect(log).toContain('leads are refused in this test');
      for (const secret of ['Ottoline', 'Fairweather', '900123', 'ottoline@example.com', 'Larkspur', 'insert into']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await database.pool.query('drop trigger refuse_lead on leads; drop function refuse_lead();');
    }
  });

  it('writes one line per request, when it completes, with its method, path, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'one-line-123456' } });
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    const mine = entries.filter((entry) => entry.reqId === 'one-line-123456');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(typeof mine[0]!.responseTime).toBe('number');
  });
});
