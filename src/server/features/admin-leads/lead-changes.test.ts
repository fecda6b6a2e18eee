import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads, webhookOutbox } from '#server/db/schema';
import { aJobTask, aStoredAnalysis, aStoredRecommendation } from '#testing/factories/analysis-factories';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
let staffEmail: string;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ config: { leadWebhook: { url: 'http://127.0.0.1:9/hook', secret: 'shh' }, webhookDelivery: { pollIntervalMs: 3_600_000, retryBaseMs: 1_000, timeoutMs: 500 } } });
  ({ cookie, email: staffEmail } = await signInAsStaff(t));
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function createLead(fields: object = {}) {
  const response = await send('POST', '/api/admin/leads', {
    customerName: 'Priya Shah',
    phone: '07700 900111',
    jobDescription: 'Fit a new kitchen tap and hang two shelves',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/admin/leads', () => {
  it('stores a lead with the admin defaults, priced by the server, and queues its webhook delivery', async () => {
    const lead = await createLead({ customerName: '  Priya Shah  ', email: '', address: '' });
    expect(lead).toMatchObject({
      customerName: 'Priya Shah',
      email: null,
      address: null,
      urgency: 'within_week',
      outcome: 'phone_quote',
      status: 'new',
      source: 'admin_manual',
      recommendedAction: null,
      quoteAmount: null,
    });
    expect(lead.estimatedPriceLow).toBeGreaterThan(0);
    expect(lead.breakdown.lines.length).toBe(2);
    expect(lead.timeline).toEqual([expect.objectContaining({ kind: 'created', toStatus: 'new', staffEmail })]);
    const queued = await t.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, lead.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ leadId: lead.id, customerName: 'Priya Shah', source: 'admin_manual', status: 'new', urgency: 'within_week', outcome: 'phone_quote' });
  });

  it('keeps the status, urgency and method staff chose', async () => {
    const lead = await createLead({ status: 'quoted', urgency: 'no_rush', outcome: 'site_visit', email: 'Priya@Example.com' });
    expect(lead).toMatchObject({ status: 'quoted', urgency: 'no_rush', outcome: 'site_visit', email: 'priya@example.com' });
  });

  it('refuses blank required fields with the reason per field', async () => {
    const response = await send('POST', '/api/admin/leads', { customerName: '   ', phone: '', jobDescription: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['customerName', 'jobDescription', 'phone']);
  });

  it.each([[{ status: 'won' }], [{ urgency: 'yesterday' }], [{ email: 'not-an-email' }], [{ outcome: 'carrier_pigeon' }]])('refuses %j', async (fields) => {
    const response = await send('POST', '/api/admin/leads', { customerName: 'A', phone: '1', jobDescription: 'J', ...fields });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/admin/leads/:leadId', () => {
  it('answers the lead with its analysis, breakdown and timeline', async () => {
    const created = await createLead();
    const response = await send('GET', `/api/admin/leads/${created.id}`);
    expect(response.statusCode).toBe(200);
    const lead = response.json();
    expect(lead.analyzedJobData.tasks).toHaveLength(2);
    expect(lead.breakdown.totalPence).toBe(lead.breakdown.labourPence + lead.breakdown.materialsPence + 3000);
    expect(lead.timeline).toHaveLength(1);
  });

  it('answers the stored analysis and recommendation as they were saved', async () => {
    const analysis = aStoredAnalysis({ tasks: [aJobTask({ description: 'Fit a new kitchen tap', estimatedHours: 1.5 })], recommendedAction: 'site_visit' });
    const recommendation = aStoredRecommendation({ recommendedType: 'site_visit', reasoning: ['Two rooms.', 'Needs a ladder.'] });
    const { id } = await insertLead(t.database.db, { analysedJobData: analysis, finalRecommendation: recommendation });
    const lead = (await send('GET', `/api/admin/leads/${id}`)).json();
    expect(lead).toMatchObject({ analyzedJobData: analysis, finalRecommendation: recommendation, recommendedAction: 'site_visit' });
    expect(lead.breakdown.lines).toEqual([expect.objectContaining({ description: 'Fit a new kitchen tap', hours: 1.5 })]);
  });

  it('answers a lead whose stored JSON cannot be read as having none, rather than failing', async () => {
    const { id } = await insertLead(t.database.db, { customerName: 'Unreadable Una', finalRecommendation: aStoredRecommendation() });
    // What an older release or a hand edit might have left behind.
    await t.database.db.execute(
      sql`update ${leads} set analysed_job_data = '{"tasks":"none","recommendedAction":"carrier_pigeon"}'::jsonb, final_recommendation = '"video"'::jsonb where id = ${id}`,
    );
    const response = await send('GET', `/api/admin/leads/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ analyzedJobData: null, finalRecommendation: null, recommendedAction: null, breakdown: null });
    const listed = (await send('GET', '/api/admin/leads?search=unreadable%20una')).json();
    expect(listed.leads).toEqual([expect.objectContaining({ id, recommendedAction: null })]);
  });

  it('answers 404 problem+json for an unknown lead and 400 for a malformed id', async () => {
    const unknown = await send('GET', `/api/admin/leads/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect((await send('GET', '/api/admin/leads/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/leads/:leadId/status', () => {
  it('moves a lead along, recording who and when, with the note', async () => {
    const { id } = await createLead();
    t.clock.now = new Date('2026-11-21T11:30:00.000Z');
    const contacted = await send('POST', `/api/admin/leads/${id}/status`, { status: 'contacted', note: '  Rang, will send photos  ' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().status).toBe('contacted');
    expect(contacted.json().timeline.at(-1)).toMatchObject({
      kind: 'status_changed',
      fromStatus: 'new',
      toStatus: 'contacted',
      note: 'Rang, will send photos',
      staffEmail,
      createdAt: '2026-11-21T11:30:00.000Z',
    });
    const quoted = (await send('POST', `/api/admin/leads/${id}/status`, { status: 'quoted' })).json();
    expect(quoted.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'status_changed', 'status_changed']);
    const [event] = await t.database.db.select().from(leadEvents).where(eq(leadEvents.toStatus, 'quoted'));
    expect(event!.staffId).not.toBeNull();
  });

  it('answers 409 problem+json for a change the rules refuse, and changes nothing', async () => {
    const { id } = await createLead({ status: 'quoted' });
    await send('POST', `/api/admin/leads/${id}/status`, { status: 'won' });
    const refused = await send('POST', `/api/admin/leads/${id}/status`, { status: 'new' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lead_status_change_refused', detail: 'A won lead cannot be moved to new.' });
    expect((await send('GET', `/api/admin/leads/${id}`)).json().status).toBe('won');
  });

  it('treats the same status as no change, keeping the note', async () => {
    const { id } = await createLead();
    const same = (await send('POST', `/api/admin/leads/${id}/status`, { status: 'new', note: 'Left a voicemail' })).json();
    expect(same.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'note_added']);
  });

  it('turns a draft that staff pick up into a real lead and tells the automation', async () => {
    const draft = await insertLead(t.database.db, { customerName: 'Draft Dan', jobDescription: 'Gutter', status: 'draft', source: 'customer_form_draft' });
    expect(draft.isDraft).toBe(true);
    const picked = (await send('POST', `/api/admin/leads/${draft.id}/status`, { status: 'contacted' })).json();
    expect(picked.isDraft).toBe(false);
    expect(await t.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, draft.id))).toHaveLength(1);
  });

  it('refuses a status that is not a lead status, and answers 404 for an unknown lead', async () => {
    const { id } = await createLead();
    expect((await send('POST', `/api/admin/leads/${id}/status`, { status: 'draft' })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/leads/${UNKNOWN_ID}/status`, { status: 'contacted' })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/leads/:leadId/notes', () => {
  it('adds a dated note with who wrote it', async () => {
    const { id } = await createLead();
    const response = await send('POST', `/api/admin/leads/${id}/notes`, { note: 'Prefers mornings' });
    expect(response.statusCode).toBe(201);
    expect(response.json().timeline.at(-1)).toMatchObject({ kind: 'note_added', note: 'Prefers mornings', staffEmail });
  });

  it('refuses a blank note, and answers 404 for an unknown lead', async () => {
    const { id } = await createLead();
    expect((await send('POST', `/api/admin/leads/${id}/notes`, { note: '   ' })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/leads/${UNKNOWN_ID}/notes`, { note: 'Hello' })).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/leads/:leadId/quote', () => {
  it('saves the final quote in pence and records it', async () => {
    const { id } = await createLead();
    const response = await send('PUT', `/api/admin/leads/${id}/quote`, { quoteAmount: 12_550 });
    expect(response.statusCode).toBe(200);
    expect(response.json().quoteAmount).toBe(12_550);
    expect(response.json().timeline.at(-1)).toMatchObject({ kind: 'quote_updated', quoteAmount: 12_550, staffEmail });
  });

  it.each([[{ quoteAmount: -1 }], [{ quoteAmount: 12.5 }], [{ quoteAmount: 100_000_001 }], [{ quoteAmount: '125' }], [{}]])('refuses %j', async (payload) => {
    const { id } = await createLead();
    const response = await send('PUT', `/api/admin/leads/${id}/quote`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('answers 404 for an unknown lead', async () => {
    expect((await send('PUT', `/api/admin/leads/${UNKNOWN_ID}/quote`, { quoteAmount: 100 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/leads/:id', () => {
  it('removes the lead with its timeline and its webhook deliveries', async () => {
    const { id } = await createLead();
    await send('POST', `/api/admin/leads/${id}/notes`, { note: 'Gone soon' });
    const response = await send('DELETE', `/api/leads/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.database.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(0);
    expect(await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toHaveLength(0);
    expect(await t.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.leadId, id))).toHaveLength(0);
    expect((await send('GET', `/api/admin/leads/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown lead and 401 without a session', async () => {
    expect((await send('DELETE', `/api/leads/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const { id } = await createLead();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/leads/${id}` })).statusCode).toBe(401);
    expect((await send('GET', `/api/admin/leads/${id}`)).statusCode).toBe(200);
  });
});
