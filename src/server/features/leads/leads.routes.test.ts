import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, webhookOutbox } from '#server/db/schema';
import { aStoredRecommendation } from '#testing/factories/analysis-factories';
import { createTestApp, type TestApp } from '#testing/test-app';

let t: TestApp;
let withWebhook: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  withWebhook = await createTestApp({ config: { leadWebhook: { url: 'http://127.0.0.1:9/hook', secret: 'shh' } } });
});
afterAll(async () => {
  await t.close();
  await withWebhook.close();
});

const BASE = {
  customerName: 'Sarah Jones',
  phone: '07700 900123',
  email: 'Sarah@Example.com',
  jobDescription: 'Fix the leaking kitchen tap and put up two shelves',
  urgency: 'medium',
  source: 'customer_form',
  status: 'new',
  outcome: 'phone_quote',
};

function save(app: TestApp, payload: object, idempotencyKey?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload,
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

describe('POST /api/leads', () => {
  it('stores a lead with prices the server computed, ignoring what the browser sent', async () => {
    const response = await save(t, { ...BASE, estimatedPriceLow: 1, estimatedPriceHigh: 2, quoteAmount: 3 });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.estimatedPriceLow).toBeGreaterThan(1000);
    expect(created.estimatedPriceHigh).toBeGreaterThan(created.estimatedPriceLow);
    expect(created.estimatedPriceLow % 100).toBe(0); // whole pounds ×100
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, created.id));
    expect(row).toMatchObject({ customerName: 'Sarah Jones', email: 'sarah@example.com', status: 'new', source: 'customer_form', quoteAmountPence: null });
    expect(row!.analysedJobData?.tasks).toHaveLength(2);
  });

  it("stores the server's own analysis with the method the browser named, and its recommendation only in the funnel's shape", async () => {
    const recommendation = aStoredRecommendation({ recommendedType: 'site_visit', reasoning: ['Two rooms.'] });
    const kept = (await save(t, { ...BASE, analysedJobData: { tasks: [], recommendedAction: 'nonsense' }, finalRecommendation: recommendation })).json();
    const dropped = (await save(t, { ...BASE, analysedJobData: { recommendedAction: 'instant_quote' }, finalRecommendation: { reasoning: 'free text' } })).json();
    const [keptRow] = await t.database.db.select().from(leads).where(eq(leads.id, kept.id));
    const [droppedRow] = await t.database.db.select().from(leads).where(eq(leads.id, dropped.id));
    expect(keptRow).toMatchObject({ finalRecommendation: recommendation, analysedJobData: { recommendedAction: 'site_visit', engine: 'local' } });
    expect(keptRow!.analysedJobData?.tasks).toHaveLength(2);
    expect(droppedRow).toMatchObject({ finalRecommendation: null, analysedJobData: { recommendedAction: 'instant_quote' } });
  });

  it("never refuses a lead for the browser's copies, whatever their shape", async () => {
    const response = await save(t, { ...BASE, analysedJobData: 'not an object', finalRecommendation: ['a', 'list'] });

    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, response.json().id));
    expect(row).toMatchObject({ finalRecommendation: null, analysedJobData: { recommendedAction: null, engine: 'local' } });
  });

  it('answers a retried save with the first result and never stores it twice', async () => {
    const key = `retry-${Date.now()}`;
    const first = await save(t, { ...BASE, customerName: 'Retry Person' }, key);
    const second = await save(t, { ...BASE, customerName: 'Retry Person' }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.database.db.select().from(leads).where(eq(leads.customerName, 'Retry Person'));
    expect(rows).toHaveLength(1);
  });

  it('keeps one lead for one funnel run: draft, method chosen, final', async () => {
    const funnelKey = `funnel-${Date.now()}`;
    const draft = await save(t, { ...BASE, customerName: 'Funnel Person', status: 'draft', isDraft: true, source: 'customer_form_draft', outcome: null, funnelKey }, `${funnelKey}-1`);
    const chosen = await save(t, { ...BASE, customerName: 'Funnel Person', status: 'draft', isDraft: true, source: 'customer_form_draft', outcome: 'quote_method_selected_video_quote', funnelKey }, `${funnelKey}-2`);
    const final = await save(t, { ...BASE, customerName: 'Funnel Person', outcome: 'video_assessment_requested', funnelKey }, `${funnelKey}-3`);
    const lateDraftRetry = await save(t, { ...BASE, customerName: 'Funnel Person', status: 'draft', isDraft: true, source: 'customer_form_draft', funnelKey }, `${funnelKey}-4`);
    expect(draft.json().status).toBe('draft');
    expect(chosen.json().outcome).toBe('quote_method_selected_video_quote');
    expect(new Set([draft, chosen, final, lateDraftRetry].map((r) => r.json().id)).size).toBe(1);
    const rows = await t.database.db.select().from(leads).where(eq(leads.customerName, 'Funnel Person'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'new', isDraft: false, source: 'customer_form', outcome: 'video_assessment_requested' });
  });

  it('keeps the status staff gave a lead when the customer finishes the funnel later', async () => {
    const funnelKey = `staff-moved-${Date.now()}`;
    const draft = (await save(t, { ...BASE, customerName: 'Called Back', status: 'draft', isDraft: true, source: 'customer_form_draft', funnelKey })).json();
    await t.database.db.update(leads).set({ status: 'contacted', isDraft: false }).where(eq(leads.id, draft.id));
    const final = await save(t, { ...BASE, customerName: 'Called Back', outcome: 'site_visit', funnelKey });
    expect(final.json()).toMatchObject({ id: draft.id, status: 'contacted', outcome: 'site_visit' });
  });

  it('records the promo discount only with the real code', async () => {
    const plain = (await save(t, { ...BASE, customerName: 'No Promo' })).json();
    const fake = (await save(t, { ...BASE, customerName: 'Fake Promo', discountApplied: true, promoCode: 'FREE100' })).json();
    const real = (await save(t, { ...BASE, customerName: 'Real Promo', discountApplied: true, promoCode: ' july10 ' })).json();
    expect(fake.discountApplied).toBe(false);
    expect(fake.estimatedPriceLow).toBe(plain.estimatedPriceLow);
    expect(real.discountApplied).toBe(true);
    expect(real.estimatedPriceLow).toBeLessThan(plain.estimatedPriceLow);
  });

  it('refuses missing details with the reason per field', async () => {
    const response = await save(t, { ...BASE, customerName: '  ', phone: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['customerName', 'phone']);
  });

  it('refuses a malformed idempotency key', async () => {
    expect((await save(t, BASE, 'bad key!')).statusCode).toBe(400);
  });

  it('answers 409 when an Idempotency-Key is replayed with a different body (docs/limits.md#idempotency)', async () => {
    const first = await save(t, { ...BASE, customerName: 'Keyed Once' }, 'replay-key-0001');
    expect(first.statusCode).toBe(201);
    const retry = await save(t, { ...BASE, customerName: 'Keyed Once' }, 'replay-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const replay = await save(t, { ...BASE, customerName: 'Someone Else' }, 'replay-key-0001');
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, first.json().id));
    expect(stored?.customerName).toBe('Keyed Once');
  });

  it('never changes the contact details of a lead staff are working from a later save of its run', async () => {
    const funnelKey = 'run-worked-0001';
    const first = (await save(t, { ...BASE, funnelKey })).json();
    await t.database.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, first.id));
    const later = await save(t, { ...BASE, funnelKey, customerName: 'Mallory', phone: '07000 000000', email: 'mallory@example.com', address: '1 Elsewhere', outcome: 'site_visit' });
    expect(later.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, first.id));
    expect(stored).toMatchObject({ customerName: 'Sarah Jones', phone: '07700 900123', email: 'sarah@example.com', address: null, status: 'contacted', outcome: 'site_visit' });
  });

  it('refuses a lead body over 32 KB with 413', async () => {
    const response = await save(t, { ...BASE, questionAnswers: { note: 'x'.repeat(33 * 1024) } });
    expect(response.statusCode).toBe(413);
  });

  it('refuses follow-up answers over their bound with 400 naming the field', async () => {
    const response = await save(t, { ...BASE, questionAnswers: { note: 'x'.repeat(9 * 1024) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams[0].name).toBe('questionAnswers');
  });

  it('queues the webhook delivery with the lead when a webhook is configured, and only then', async () => {
    const created = (await save(withWebhook, { ...BASE, customerName: 'Hooked' })).json();
    const queued = await withWebhook.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, created.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ leadId: created.id, customerName: 'Hooked', source: 'customer_form' });

    const draft = (await save(withWebhook, { ...BASE, customerName: 'Draft Only', status: 'draft', isDraft: true, source: 'customer_form_draft' })).json();
    expect(await withWebhook.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, draft.id))).toHaveLength(0);

    const unhooked = (await save(t, { ...BASE, customerName: 'Not Hooked' })).json();
    expect(await t.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, unhooked.id))).toHaveLength(0);
  });
});
