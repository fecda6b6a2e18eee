import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookOutbox, webhookSettings } from '#server/db/schema';
import { createTestApp, type TestApp } from '#testing/test-app';
import { resolveWithSystemDns } from './check-webhook-target';
import { deliverDueWebhooks } from './deliver-due-webhooks';

const SECRET = 'receiver-shared-secret';
const FAST = { pollIntervalMs: 40, retryBaseMs: 100, timeoutMs: 2_000 };
/** The receivers here listen on 127.0.0.1, which the SSRF guard lets through only when allowed. */
const LOCAL_TARGETS = { resolve: resolveWithSystemDns, allowPrivate: true };

type Received = { headers: http.IncomingHttpHeaders; body: string };
type Receiver = { url: string; received: Received[]; close: () => Promise<void> };

/** A local automation webhook (n8n, Zapier …) answering each request as `answer` says. */
async function startReceiver(port = 0, answer: (count: number) => { status: number; delayMs?: number } = () => ({ status: 200 })): Promise<Receiver> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const { status, delayMs = 0 } = answer(received.length);
      setTimeout(() => response.writeHead(status).end(status < 300 ? 'ok' : 'try later'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}/hooks/leads`,
    received,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function freePort(): Promise<number> {
  const receiver = await startReceiver();
  await receiver.close();
  return Number(new URL(receiver.url).port);
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function appWith(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const testApp = await createTestApp({ ...options, config: { allowPrivateWebhookTargets: true, ...options.config } });
  cleanups.push(() => testApp.close());
  return testApp;
}

function saveLead(testApp: TestApp, customerName: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { customerName, phone: '07700 900123', jobDescription: 'Fix the leaking kitchen tap', source: 'customer_form', status: 'new', urgency: 'medium', outcome: 'phone_quote' },
  });
}

async function outboxOf(testApp: TestApp, leadId: string) {
  const [row] = await testApp.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, leadId));
  return row;
}

describe('the lead webhook delivery', () => {
  it('delivers a new lead once, signed, with the outbox id for de-duplication', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const t = await appWith({ config: { leadWebhook: { url: receiver.url, secret: SECRET }, webhookDelivery: FAST } });
    const lead = (await saveLead(t, 'Signed Sam')).json();

    await waitFor(async () => (await outboxOf(t, lead.id))?.status === 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 200)); // a few more polls: nothing is sent again
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [Received];
    const outbox = (await outboxOf(t, lead.id))!;
    expect(JSON.parse(body)).toMatchObject({ leadId: lead.id, customerName: 'Signed Sam', phone: '07700 900123', source: 'customer_form', status: 'new' });
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-webhook-id']).toBe(outbox.id);
    expect(headers['x-webhook-event']).toBe('lead.created');
    const timestamp = String(headers['x-webhook-timestamp']);
    expect(timestamp).toBe(String(Math.floor(t.clock.now.getTime() / 1000)));
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
    expect(headers['x-webhook-signature']).toBe(expected);

    const attempts = await t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.outboxId, outbox.id));
    expect(attempts).toEqual([expect.objectContaining({ url: receiver.url, statusCode: 200, error: null })]);
    expect(outbox).toMatchObject({ attempts: 1, lastError: null });
    expect(outbox.deliveredAt).toBeInstanceOf(Date);
  });

  it('retries while the receiver is down and delivers exactly once when it is back', async () => {
    const port = await freePort();
    const t = await appWith({ config: { leadWebhook: { url: `http://127.0.0.1:${port}/hooks/leads`, secret: SECRET }, webhookDelivery: FAST } });
    const lead = (await saveLead(t, 'Patient Pat')).json();
    const failedAttempts = async () => {
      const outbox = await outboxOf(t, lead.id);
      return outbox ? t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.outboxId, outbox.id)) : [];
    };
    await waitFor(async () => (await failedAttempts()).length >= 1);
    const whileDown = await outboxOf(t, lead.id);
    expect(whileDown).toMatchObject({ status: 'pending' });
    expect(whileDown!.lastError).toMatch(/ECONNREFUSED/);

    const receiver = await startReceiver(port);
    cleanups.push(receiver.close);
    await waitFor(async () => (await outboxOf(t, lead.id))?.status === 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
    const attempts = await failedAttempts();
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(attempts.filter((a) => a.statusCode === null).every((a) => a.error?.includes('ECONNREFUSED'))).toBe(true);
  });

  it('retries after an error answer and after a receiver too slow to answer', async () => {
    const receiver = await startReceiver(0, (count) => (count === 1 ? { status: 503 } : count === 2 ? { status: 200, delayMs: 600 } : { status: 200 }));
    cleanups.push(receiver.close);
    const t = await appWith({ config: { leadWebhook: { url: receiver.url, secret: SECRET }, webhookDelivery: { ...FAST, timeoutMs: 300 } } });
    const lead = (await saveLead(t, 'Slow Sid')).json();
    await waitFor(async () => (await outboxOf(t, lead.id))?.status === 'delivered');
    const outbox = (await outboxOf(t, lead.id))!;
    const attempts = await t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.outboxId, outbox.id));
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 503, null].sort());
    expect(attempts.find((a) => a.statusCode === null)!.error).toBe('No answer within 300 ms');
    expect(new Set(receiver.received.map((r) => r.headers['x-webhook-id']))).toEqual(new Set([outbox.id]));
  });

  it('attempts nothing when no webhook is configured', async () => {
    const t = await appWith({ config: { webhookDelivery: FAST } });
    const lead = (await saveLead(t, 'Quiet Quinn')).json();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await outboxOf(t, lead.id)).toBeUndefined();
    expect(await t.database.db.select().from(webhookAttempts)).toHaveLength(0);
    expect(await deliverDueWebhooks({ db: t.database.db, now: () => t.clock.now, leadWebhook: undefined, retryPolicy: { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 1 }, timeoutMs: 100, batchSize: 10, target: LOCAL_TARGETS })).toBe(0);
  });

  it('sends to the URL and secret saved on screen over the environment', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const t = await appWith({ config: { leadWebhook: { url: 'http://127.0.0.1:9/env-hook', secret: 'env-secret' }, webhookDelivery: FAST } });
    await t.database.db.insert(webhookSettings).values({ id: 1, url: receiver.url, secret: 'settings-secret' });
    const lead = (await saveLead(t, 'Settings Sue')).json();
    await waitFor(async () => (await outboxOf(t, lead.id))?.status === 'delivered');
    const [{ headers, body }] = receiver.received as [Received];
    const expected = createHmac('sha256', 'settings-secret').update(`${String(headers['x-webhook-timestamp'])}.${body}`).digest('hex');
    expect(headers['x-webhook-signature']).toBe(`sha256=${expected}`);
  });

  it('gives a delivery up as dead after the last attempt', async () => {
    const port = await freePort();
    const t = await appWith({ config: { webhookDelivery: { ...FAST, pollIntervalMs: 3_600_000 } } });
    const [row] = await t.database.db.insert(webhookOutbox).values({ eventType: 'lead.created', payload: { leadId: 'x' } }).returning();
    const deps = {
      db: t.database.db,
      now: () => t.clock.now,
      leadWebhook: { url: `http://127.0.0.1:${port}/`, secret: undefined },
      retryPolicy: { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 2 },
      timeoutMs: 500,
      batchSize: 10,
      random: () => 0,
      target: LOCAL_TARGETS,
    };
    expect(await deliverDueWebhooks(deps)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deliverDueWebhooks(deps)).toBe(1);
    expect(await deliverDueWebhooks(deps)).toBe(0);
    const [dead] = await t.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.id, row!.id));
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('never sends one delivery twice when several instances poll at once', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const t = await appWith({ config: { webhookDelivery: { ...FAST, pollIntervalMs: 3_600_000 } } });
    await t.database.db.insert(webhookOutbox).values(Array.from({ length: 12 }, (_, i) => ({ eventType: 'lead.created', payload: { n: i } })));
    const deps = { db: t.database.db, now: () => t.clock.now, leadWebhook: { url: receiver.url, secret: SECRET }, retryPolicy: { baseDelayMs: 1_000, maxDelayMs: 1_000, maxAttempts: 3 }, timeoutMs: 2_000, batchSize: 5, target: LOCAL_TARGETS };
    const claimed = await Promise.all([deliverDueWebhooks(deps), deliverDueWebhooks(deps), deliverDueWebhooks(deps), deliverDueWebhooks(deps)]);
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(12);
    const ids = receiver.received.map((r) => r.headers['x-webhook-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('refuses at delivery time a target that resolves to a private address, and records why', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const t = await appWith({ config: { leadWebhook: { url: receiver.url, secret: SECRET }, webhookDelivery: FAST, allowPrivateWebhookTargets: false } });
    const lead = (await saveLead(t, 'Guarded Gwen')).json();
    await waitFor(async () => ((await outboxOf(t, lead.id))?.attempts ?? 0) >= 1 && (await outboxOf(t, lead.id))?.lastError !== null);
    const outbox = (await outboxOf(t, lead.id))!;
    expect(outbox.status).toBe('pending');
    expect(outbox.lastError).toBe('Refused: The webhook address resolves to this machine (loopback) (127.0.0.1). Private targets are allowed only when the server sets ALLOW_PRIVATE_WEBHOOK_TARGETS=true.');
    expect(receiver.received).toHaveLength(0);
  });

  it('checks the addresses a name resolves to when it connects, not only the name', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const port = new URL(receiver.url).port;
    const t = await appWith({ config: { webhookDelivery: { ...FAST, pollIntervalMs: 3_600_000 } } });
    const [row] = await t.database.db.insert(webhookOutbox).values({ eventType: 'lead.created', payload: { leadId: 'x' } }).returning();
    // A public-looking name that resolves to this machine: refused unless private targets are allowed.
    const rebinding = { resolve: async () => ['127.0.0.1'], allowPrivate: false };
    const deps = { db: t.database.db, now: () => t.clock.now, leadWebhook: { url: `http://hooks.example:${port}/hooks/leads`, secret: undefined }, retryPolicy: { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 3 }, timeoutMs: 1_000, batchSize: 10, random: () => 0, target: rebinding };
    expect(await deliverDueWebhooks(deps)).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [refused] = await t.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.id, row!.id));
    expect(refused!.lastError).toContain('Refused: The webhook address resolves to this machine (loopback) (127.0.0.1).');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deliverDueWebhooks({ ...deps, target: { ...rebinding, allowPrivate: true } })).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.example:${port}`);
  });

  it('queues nothing and sends nothing while the webhook is switched off', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const t = await appWith({ config: { leadWebhook: { url: receiver.url, secret: SECRET }, webhookDelivery: FAST } });
    // Switched off first: the worker is already polling, and must never see the queued row while on.
    await t.database.db.insert(webhookSettings).values({ id: 1, enabled: false });
    await t.database.db.insert(webhookOutbox).values({ eventType: 'lead.created', payload: { leadId: 'queued-before' } });
    const lead = (await saveLead(t, 'Switched-off Sam')).json();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await outboxOf(t, lead.id)).toBeUndefined();
    expect(receiver.received).toHaveLength(0);

    await t.database.db.update(webhookSettings).set({ enabled: true });
    await waitFor(() => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({ leadId: 'queued-before' });
  });
});
