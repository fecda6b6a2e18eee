import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { leads, webhookOutbox } from '#server/db/schema';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import { findFreePort, startWebhookReceiver } from '../webhooks/testing/webhook-receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const SECRET = 'testing-platform-secret';
const FAST = { pollIntervalMs: 50, retryBaseMs: 3_600_000, timeoutMs: 2_000 };

async function appFor(url: string | undefined) {
  const t = await createTestApp({ config: { leadWebhook: url ? { url, secret: SECRET } : undefined, webhookDelivery: FAST, allowPrivateWebhookTargets: true } });
  cleanups.push(() => t.close());
  const { cookie } = await signInAsStaff(t);
  return { t, cookie };
}

const TEST_DATA = {
  customerName: 'Oliver Smith',
  phone: '07700 900123',
  email: 'oliver.smith@example.co.uk',
  address: '12 High Street, Clapham',
  jobDescription: 'Replace the kitchen mixer tap',
  urgency: 'within_week',
  outcome: 'phone_quote',
  status: 'new',
  notes: 'Test lead from the Testing Platform',
};

function runWebhookTest(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'POST', url: '/api/testing/webhook-test', headers: { cookie }, payload: TEST_DATA });
}

describe('POST /api/testing/webhook-test', () => {
  it('stores a test lead, sends it marked as a test at once, and reports status, time and the answer', async () => {
    const receiver = await startWebhookReceiver(0, () => ({ status: 202, body: '{"accepted":true,"workflow":"new-lead"}' }));
    cleanups.push(receiver.close);
    const { t, cookie } = await appFor(receiver.url);
    const response = await runWebhookTest(t, cookie);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      customerName: 'Oliver Smith',
      url: receiver.url,
      isDelivered: true,
      statusCode: 202,
      responseExcerpt: '{"accepted":true,"workflow":"new-lead"}',
      error: null,
      state: 'delivered',
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
    expect(headers['x-webhook-event']).toBe('lead.test');
    expect(headers['x-webhook-id']).toBe(result.deliveryId);
    expect(JSON.parse(body)).toMatchObject({ leadId: result.leadId, customerName: 'Oliver Smith', source: 'testing_platform', isTest: true });
    const signature = createHmac('sha256', SECRET).update(`${String(headers['x-webhook-timestamp'])}.${body}`).digest('hex');
    expect(headers['x-webhook-signature']).toBe(`sha256=${signature}`);

    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({ source: 'testing_platform', notes: 'Test lead from the Testing Platform' });
    // The worker does not send it a second time.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a receiver that is down, and the delivery waits in the log to be retried', async () => {
    const port = await findFreePort();
    const { t, cookie } = await appFor(`http://127.0.0.1:${port}/hooks/leads`);
    const result = (await runWebhookTest(t, cookie)).json();
    expect(result).toMatchObject({ isDelivered: false, statusCode: null, state: 'retrying' });
    expect(result.error).toMatch(/ECONNREFUSED/);
    expect(result.responseExcerpt).toMatch(/ECONNREFUSED/);
    const log = (await t.app.inject({ method: 'GET', url: '/api/webhook-deliveries', headers: { cookie } })).json();
    expect(log.deliveries[0]).toMatchObject({ id: result.deliveryId, state: 'retrying', isTest: true, customerName: 'Oliver Smith' });
  });

  it('reports an error answer with its status and body', async () => {
    const receiver = await startWebhookReceiver(0, () => ({ status: 500, body: 'Workflow could not start' }));
    cleanups.push(receiver.close);
    const { t, cookie } = await appFor(receiver.url);
    const result = (await runWebhookTest(t, cookie)).json();
    expect(result).toMatchObject({ isDelivered: false, statusCode: 500, responseExcerpt: 'Workflow could not start', error: 'HTTP 500: Workflow could not start' });
  });

  it('answers 409 when no webhook is set, and stores nothing', async () => {
    const { t, cookie } = await appFor(undefined);
    const response = await runWebhookTest(t, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('webhook_not_configured');
    expect(await t.database.db.select().from(leads)).toHaveLength(0);
  });

  it('refuses test data without the required fields', async () => {
    const { t, cookie } = await appFor(undefined);
    const response = await t.app.inject({ method: 'POST', url: '/api/testing/webhook-test', headers: { cookie }, payload: { ...TEST_DATA, customerName: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams).toEqual([{ name: 'customerName', reason: 'Enter the customer name' }]);
  });
});

describe('test leads from the database test', () => {
  it('need a staff session, and are not forwarded to the automation', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(receiver.close);
    const { t, cookie } = await appFor(receiver.url);
    const body = { ...TEST_DATA, urgency: 'within_week', source: 'testing_platform', estimatedPriceLow: 1, estimatedPriceHigh: 2 };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/leads', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('test_lead_needs_staff');

    const saved = await t.app.inject({ method: 'POST', url: '/api/leads', headers: { cookie }, payload: body });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ customerName: 'Oliver Smith', source: 'testing_platform' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await t.database.db.select().from(webhookOutbox)).toHaveLength(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('stay out of the CRM list and its counts unless asked for', async () => {
    const { t, cookie } = await appFor(undefined);
    await insertLead(t.database.db, { customerName: 'Real Rachel' });
    await insertLead(t.database.db, { customerName: 'Test Tom', source: 'testing_platform' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).json();
    expect(list.leads.map((lead: { customerName: string }) => lead.customerName)).toEqual(['Real Rachel']);
    expect(list.counts.all).toBe(1);
    const searched = (await t.app.inject({ method: 'GET', url: '/api/admin/leads?search=tom', headers: { cookie } })).json();
    expect(searched.total).toBe(0);
    const withTests = (await t.app.inject({ method: 'GET', url: '/api/admin/leads?includeTestLeads=true', headers: { cookie } })).json();
    expect(withTests.counts.all).toBe(2);
    const csv = (await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv', headers: { cookie } })).body;
    expect(csv).toContain('Real Rachel');
    expect(csv).not.toContain('Test Tom');
  });
});

describe('removing test leads', () => {
  it('counts them, and deletes every one with its deliveries in one action, leaving real leads alone', async () => {
    const { t, cookie } = await appFor(undefined);
    const real = await insertLead(t.database.db, { customerName: 'Real Rachel' });
    const tests = [await insertLead(t.database.db, { source: 'testing_platform' }), await insertLead(t.database.db, { source: 'testing_platform' })];
    await t.database.db.insert(webhookOutbox).values([
      { leadId: tests[0]!.id, eventType: 'lead.test', payload: {}, status: 'dead', lastError: 'x' },
      { leadId: real.id, eventType: 'lead.created', payload: {}, status: 'delivered' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/testing/test-leads', headers: { cookie } })).json()).toEqual({ count: 2 });

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/testing/test-leads', headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: 2 });
    expect((await t.database.db.select().from(leads)).map((lead) => lead.customerName)).toEqual(['Real Rachel']);
    expect((await t.database.db.select().from(webhookOutbox)).map((row) => row.leadId)).toEqual([real.id]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/testing/test-leads', headers: { cookie } })).json()).toEqual({ deleted: 0 });
  });

  it('is for staff only', async () => {
    const { t } = await appFor(undefined);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/testing/test-leads' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/testing/webhook-test', payload: TEST_DATA })).statusCode).toBe(401);
  });
});

describe('the health check', () => {
  it('adds the webhook backlog for staff only', async () => {
    const { t, cookie } = await appFor(undefined);
    await t.database.db.insert(webhookOutbox).values([
      { eventType: 'lead.created', payload: {}, status: 'dead', lastError: 'x' },
      { eventType: 'lead.created', payload: {}, status: 'pending', lastError: 'HTTP 503' },
      { eventType: 'lead.created', payload: {}, status: 'pending' },
    ]);
    const forStaff = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie } });
    expect(forStaff.json()).toMatchObject({ status: 'ok', webhook: { queued: 1, retrying: 1, dead: 1 } });
    const forPublic = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(forPublic.json()).not.toHaveProperty('webhook');
  });
});
