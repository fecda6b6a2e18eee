import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { connectDatabase, type DatabaseHandle } from '#server/db/client';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';

/**
 * The database going away under a running app (docs/limits.md#database-down): the app reaches
 * it through a TCP relay the test can cut, as a postmaster that died would cut it.
 */
let database: TestDatabase;
let relay: { port: number; cut: () => Promise<void> };
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const target = new URL(database.url);
  relay = await startRelay(target.hostname, Number(target.port));
  const relayed = new URL(database.url);
  relayed.port = String(relay.port);
  handle = connectDatabase(relayed.toString(), { max: 3 });
  app = await buildApp({ config: { isProduction: false, clientDir: path.resolve('dist/__none__'), logLevel: 'silent' }, db: handle.db, pool: handle.pool });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.pool.end().catch(() => undefined);
  await database.drop();
});

const analyse = () => app.inject({ method: 'POST', url: '/api/analyze-job', payload: { jobDescription: 'Fix a dripping kitchen tap and hang two shelves' } });

describe('while the database is down', () => {
  it('answers quotes from the pricing last read, saves with 503 and Retry-After, and health with 503', { timeout: 20_000 }, async () => {
    const before = await analyse();
    expect(before.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'up' });

    await relay.cut();

    const during = await analyse();
    expect(during.statusCode).toBe(200);
    expect(during.json().totalEstimatedHours).toBe(before.json().totalEstimatedHours);

    const save = await app.inject({ method: 'POST', url: '/api/leads', payload: { customerName: 'Ann', phone: '0700', jobDescription: 'Fix a tap', source: 'customer_form' } });
    expect(save.statusCode).toBe(503);
    expect(save.headers['retry-after']).toBe('5');
    expect(save.json()).toMatchObject({ code: 'service_unavailable' });
    // The failed save gave its connection back: none is left checked out, so the app can stop. A
    // background statement (the request counts' sync, once a second) may be trying to connect at
    // this moment; it gives its connection back within the pool's connection timeout, a leak never.
    await vi.waitFor(() => expect(handle.pool.totalCount - handle.pool.idleCount).toBe(0), { timeout: 8_000, interval: 50 });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});

async function startRelay(host: string, port: number): Promise<{ port: number; cut: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
