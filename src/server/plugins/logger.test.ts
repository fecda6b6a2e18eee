import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createRequestLines } from './logger';
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
    await whileLeadsAreRefused('leads are refused in this test', async () => {
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
    });
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

  it('give an error its request id through the request’s logger, made when it first logs', async () => {
    await whileLeadsAreRefused('refused again', async () => {
      await app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'x-request-id': 'lazy-child-123456' },
        payload: { customerName: 'Ida Brook', phone: '07700 900555', email: 'ida@example.com', jobDescription: 'Hang a mirror', source: 'customer_form' },
      });
      const errors = lines.map((line) => JSON.parse(line) as { reqId?: string; level: number }).filter((entry) => entry.level >= 50);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((entry) => entry.reqId === 'lazy-child-123456')).toBe(true);
    });
  });
});

/** Runs `work` with the log emptied and every lead insert failing with `message` (SQLSTATE P0001). */
async function whileLeadsAreRefused(message: string, work: () => Promise<void>): Promise<void> {
  await database.pool.query(`
    create function refuse_lead() returns trigger language plpgsql as $$
    begin raise exception '${message}' using errcode = 'P0001'; end $$;
    create trigger refuse_lead before insert on leads for each row execute function refuse_lead();`);
  lines.length = 0;
  try {
    await work();
  } finally {
    await database.pool.query('drop trigger refuse_lead on leads; drop function refuse_lead();');
  }
}

describe('the request line', () => {
  const request = (url: string) => ({ id: 'req-abcdef12', method: 'GET', url }) as never;
  const reply = { statusCode: 404, elapsedTime: 1.25 } as never;

  it('is one JSON line in pino’s format, the path escaped and its query left out', () => {
    const written: string[] = [];
    createRequestLines('info', { write: (line) => void written.push(line) })?.write(request('/api/x"y\\z?search=Zebedee'), reply);
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('\n')).toBe(true);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: 'req-abcdef12',
      req: { method: 'GET', url: '/api/x"y\\z?[redacted]', id: 'req-abcdef12' },
      res: { statusCode: 404 },
      responseTime: 1.25,
      msg: 'request completed',
    });
    expect(written[0]).not.toContain('Zebedee');
  });

  it('is not written at a level above info', () => {
    for (const level of ['warn', 'error', 'silent']) expect(createRequestLines(level, { write: () => undefined })).toBeUndefined();
    expect(createRequestLines('debug', { write: () => undefined })).toBeDefined();
  });
});

