import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookOutbox } from '#server/db/schema';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import { findFreePort, startWebhookReceiver, waitFor } from './testing/webhook-receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** Retries far apart, so only 'Retry now' sends during a test. */
const SLOW_RETRIES = { pollIntervalMs: 50, retryBaseMs: 3_600_000, timeoutMs: 2_000 };

async function appFor(url: string | undefined): Promise<{ t: TestApp; cookie: string }> {
  const t = await createTestApp({ config: { leadWebhook: url ? { url, secret: 'a-shared-secret-value' } : undefined, webhookDelivery: SLOW_RETRIES, allowPrivateWebhookTargets: true } });
  cleanups.push(() => t.close());
  const { cookie } = await signInAsStaff(t);
  return { t, cookie };
}

async function saveLead(t: TestApp, customerName: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { customerName, phone: '07700 900123', jobDescription: 'Fix the leaking kitchen tap', source: 'customer_form', status: 'new' },
  });
  return response.json<{ id: string }>().id;
}

type Delivery = { id: string; leadId: string; customerName: string; state: string; attempts: number; lastStatusCode: number | null; lastError: string | null; nextAttemptAt: string | null; canRetry: boolean; isTest: boolean };

async function readLog(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/webhook-deliveries', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ deliveries: Delivery[]; counts: Record<string, number> }>();
}

describe('the delivery log', () => {
  it('shows a failing delivery as retrying with its error and next retry, and Retry now delivers it once the receiver is back', async () => {
    const port = await findFreePort();
    const { t, cookie } = await appFor(`http://127.0.0.1:${port}/hooks/leads`);
    const leadId = await saveLead(t, 'Retry Rita');
    await waitFor(async () => (await readLog(t, cookie)).deliveries.some((d) => d.leadId === leadId && d.state === 'retrying'));

    const log = await readLog(t, cookie);
    const failing = log.deliveries.find((d) => d.leadId === leadId)!;
    expect(failing).toMatchObject({ customerName: 'Retry Rita', state: 'retrying', attempts: 1, lastStatusCode: null, canRetry: true, isTest: false });
    expect(failing.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(failing.nextAttemptAt!)).toBeGreaterThan(Date.now() + 60_000);
    expect(log.counts).toMatchObject({ retrying: 1, dead: 0 });
    const counts = await t.app.inject({ method: 'GET', url: '/api/webhook-deliveries/counts', headers: { cookie } });
    expect(counts.json()).toEqual({ queued: 0, retrying: 1, delivered: 0, dead: 0 });

    const receiver = await startWebhookReceiver(port);
    cleanups.push(receiver.close);
    const retried = await t.app.inject({ method: 'POST', url: `/api/webhook-deliveries/${failing.id}/retry`, headers: { cookie } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: failing.id, state: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null, nextAttemptAt: null, canRetry: false });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['x-webhook-id']).toBe(failing.id);
    expect(receiver.received[0]!.headers['x-webhook-attempt']).toBe('2');

    // Delivered: never sent again, by staff or by the worker.
    const again = await t.app.inject({ method: 'POST', url: `/api/webhook-deliveries/${failing.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('webhook_delivery_not_retryable');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a dead delivery now, and leaves it dead if it fails again', async () => {
    const port = await findFreePort();
    const { t, cookie } = await appFor(`http://127.0.0.1:${port}/hooks/leads`);
    const lead = await insertLead(t.database.db, { customerName: 'Dead Dan' });
    const [row] = await t.database.db
      .insert(webhookOutbox)
      .values({ leadId: lead.id, eventType: 'lead.created', payload: { leadId: lead.id }, status: 'dead', attempts: 10, lastError: 'HTTP 500' })
      .returning();
    const counts = await t.app.inject({ method: 'GET', url: '/api/webhook-deliveries/counts', headers: { cookie } });
    expect(counts.json()).toMatchObject({ dead: 1 });

    const failed = await t.app.inject({ method: 'POST', url: `/api/webhook-deliveries/${row!.id}/retry`, headers: { cookie } });
    expect(failed.json()).toMatchObject({ state: 'dead', attempts: 11, canRetry: true, customerName: 'Dead Dan' });
    expect(failed.json().lastError).toMatch(/ECONNREFUSED/);

    const receiver = await startWebhookReceiver(port);
    cleanups.push(receiver.close);
    const delivered = await t.app.inject({ method: 'POST', url: `/api/webhook-deliveries/${row!.id}/retry`, headers: { cookie } });
    expect(delivered.json()).toMatchObject({ state: 'delivered', attempts: 12 });
    const attempts = await t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.outboxId, row!.id));
    expect(attempts).toHaveLength(2);
  });

  it('refuses to send a delivery another sender holds right now', async () => {
    const { t, cookie } = await appFor('http://127.0.0.1:9/hooks/leads');
    const [row] = await t.database.db
      .insert(webhookOutbox)
      .values({ eventType: 'lead.created', payload: {}, status: 'pending', attempts: 2, lastError: 'HTTP 503', claimedUntil: new Date(Date.now() + 60_000) })
      .returning();
    const response = await t.app.inject({ method: 'POST', url: `/api/webhook-deliveries/${row!.id}/retry`, headers: { cookie } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'webhook_delivery_not_retryable', detail: 'The delivery is being sent right now.' });
  });

  it('answers 404 for a delivery that does not exist and 409 when there is no webhook', async () => {
    const { t, cookie } = await appFor('http://127.0.0.1:9/hooks/leads');
    const missing = await t.app.inject({ method: 'POST', url: '/api/webhook-deliveries/00000000-0000-4000-8000-000000000000/retry', headers: { cookie } });
    expect(missing.statusCode).toBe(404);

    const { t: bare, cookie: bareCookie } = await appFor(undefined);
    const [row] = await bare.database.db.insert(webhookOutbox).values({ eventType: 'lead.created', payload: {}, status: 'dead', attempts: 10, lastError: 'x' }).returning();
    const response = await bare.app.inject({ method: 'POST', url: `/api/webhook-deliveries/${row!.id}/retry`, headers: { cookie: bareCookie } });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('webhook_not_configured');
  });

  it('lists at most the 100 newest deliveries, and counts them all', async () => {
    const { t, cookie } = await appFor(undefined);
    const base = Date.parse('2026-11-01T00:00:00Z');
    await t.database.db.insert(webhookOutbox).values(
      Array.from({ length: 105 }, (_, index) => ({ eventType: 'lead.created', payload: { customerName: `Old ${index}` }, status: 'delivered', createdAt: new Date(base + index * 1000) })),
    );
    const log = await readLog(t, cookie);
    expect(log.deliveries).toHaveLength(100);
    expect(log.deliveries[0]).toMatchObject({ customerName: 'Old 104', state: 'delivered', leadId: null });
    expect(log.deliveries.at(-1)?.customerName).toBe('Old 5');
    expect(log.counts.delivered).toBe(105);
  });

  it('is for staff only', async () => {
    const { t } = await appFor(undefined);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhook-deliveries' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhook-deliveries/counts' })).statusCode).toBe(401);
  });
});
