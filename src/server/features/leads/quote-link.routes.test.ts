import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = {
  customerName: 'Sarah Q Jones',
  phone: '07700 900123',
  email: 'sarah@example.com',
  address: '12 Acacia Avenue',
  postcode: 'SW1A 1AA',
  jobDescription: 'Fix the leaking kitchen tap and put up two shelves',
  urgency: 'medium',
  source: 'customer_form',
  status: 'new',
  outcome: 'phone_quote',
};

function save(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/leads', payload });
}
function open(token: string) {
  return t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
}

describe('quote links', () => {
  it('a priced save answers a token once, the lead keeps only its hash, and the link answers the recap', async () => {
    const funnelKey = `qlink-${Date.now()}-a`;
    const first = await save({ ...BASE, funnelKey });
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created.quoteLinkToken).toMatch(/^[0-9a-f]{40}$/);
    expect(created.quoteLinkExpiresAt).toBe('2026-12-21T10:00:00.000Z');

    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, created.id));
    expect(row!.quoteLinkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.quoteLinkTokenHash).not.toBe(created.quoteLinkToken);

    // A later save of the same run keeps the link and does not answer the token again.
    const again = (await save({ ...BASE, funnelKey })).json();
    expect(again.quoteLinkToken).toBeUndefined();

    const response = await open(created.quoteLinkToken);
    expect(response.statusCode).toBe(200);
    const recap = response.json();
    expect(recap).toMatchObject({
      firstName: 'Sarah',
      routeTitle: expect.any(String),
      estimatedPriceLow: created.estimatedPriceLow,
      estimatedPriceHigh: created.estimatedPriceHigh,
      reference: funnelKey.replaceAll('-', '').slice(0, 8).toUpperCase(),
      validUntil: '2026-12-21T10:00:00.000Z',
    });
    expect(recap.tasks).toHaveLength(2);

    // Staff see that the customer has a link and until when, never the token.
    const { cookie } = await signInAsStaff(t);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${created.id}`, headers: { cookie } });
    expect(detail.json().quoteLinkExpiresAt).toBe('2026-12-21T10:00:00.000Z');
    expect(detail.body).not.toContain(created.quoteLinkToken);
    const text = JSON.stringify(recap);
    for (const personal of ['sarah@example.com', '900123', 'Acacia', 'SW1A', 'Jones']) expect(text).not.toContain(personal);
  });

  it('drafts and unpriced saves get no link', async () => {
    const draft = (await save({ ...BASE, funnelKey: `qlink-${Date.now()}-d`, status: 'draft', outcome: 'job_details_confirmed' })).json();
    expect(draft.quoteLinkToken).toBeUndefined();
  });

  it('an unknown, malformed or expired token is a 404 problem', async () => {
    const unknown = await open('0'.repeat(40));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json().code).toBe('not_found');
    expect((await open('not-a-token')).statusCode).toBe(404);

    const created = (await save({ ...BASE, funnelKey: `qlink-${Date.now()}-e` })).json();
    const before = t.clock.now;
    try {
      t.clock.now = new Date(Date.parse(created.quoteLinkExpiresAt) - 1000);
      expect((await open(created.quoteLinkToken)).statusCode).toBe(200);
      t.clock.now = new Date(Date.parse(created.quoteLinkExpiresAt));
      expect((await open(created.quoteLinkToken)).statusCode).toBe(404);
    } finally {
      t.clock.now = before;
    }
  });

  it('is rate-limited per client address', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push((await limited.app.inject({ method: 'GET', url: `/api/quotes/${'1'.repeat(40)}` })).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
