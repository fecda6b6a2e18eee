import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedQuoteSchema } from '#contracts/quotes.contract';
import { issuedQuotes, leads } from '#server/db/schema';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import { deleteExpiredQuotes } from './delete-expired-quotes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const JOB = 'Fix the leaking kitchen tap and put up two shelves';

function issue(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/quotes', payload });
}

function saveLead(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { customerName: 'Amir Khan', phone: '07700 900456', jobDescription: JOB, urgency: 'high', source: 'customer_form', outcome: 'phone_quote', ...payload },
  });
}

async function storedLead(id: string) {
  const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe('POST /api/quotes', () => {
  it("issues the Online Quote's lines and total at the customer's urgency, and keeps it under its id for 30 days", async () => {
    const medium = await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'medium' });
    const high = await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'high' });
    expect(medium.statusCode).toBe(201);
    const quote = IssuedQuoteSchema.parse(high.json());
    expect(quote).toMatchObject({ screen: 'instant_quote', urgency: 'high', discountApplied: false, promoCode: null, taskCount: 2 });
    expect(quote.totalRange.lowPence).toBeGreaterThan(medium.json().totalRange.lowPence);
    expect(quote.lines.reduce((sum, line) => sum + line.range.lowPence, 0)).toBe(quote.totalRange.lowPence);
    expect(Date.parse(quote.validUntil) - Date.parse(quote.issuedAt)).toBe(30 * 24 * 60 * 60 * 1000);
    const [row] = await t.database.db.select().from(issuedQuotes).where(eq(issuedQuotes.id, quote.id));
    expect(row).toMatchObject({ screen: 'instant_quote', urgency: 'high', pricingVersion: quote.pricingVersion });
    expect(row!.figures?.totalRange).toEqual(quote.totalRange);
    expect(row!.descriptionSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes 10 % off with the promo code and marks it; the pricing page takes no promo', async () => {
    const full = IssuedQuoteSchema.parse((await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'medium' })).json());
    const promo = IssuedQuoteSchema.parse((await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'medium', promoCode: 'july10' })).json());
    expect(promo).toMatchObject({ discountApplied: true, promoCode: 'JULY10', fullRange: full.totalRange });
    expect(promo.totalRange.lowPence).toBeLessThan(full.totalRange.lowPence);
    expect(promo.lines.some((line) => line.kind === 'discount')).toBe(true);
    const page = IssuedQuoteSchema.parse((await issue({ screen: 'pricing_page', jobDescription: JOB, urgency: 'within_week', promoCode: 'JULY10' })).json());
    expect(page).toMatchObject({ discountApplied: false, promoCode: null, lines: [], urgency: 'medium', totalRange: full.totalRange });
  });

  it("prices the pricing page's 2-hour fallback when no task is recognised", async () => {
    const quote = IssuedQuoteSchema.parse((await issue({ screen: 'pricing_page', jobDescription: 'can someone help me', urgency: 'asap' })).json());
    expect(quote.taskCount).toBe(0);
    expect(quote.totalRange.lowPence).toBeGreaterThan(0);
  });

  it('refuses work that is not ours, or only a specialist can do, with a problem naming the field', async () => {
    for (const jobDescription of ['Can you walk my dog twice a day next week?', 'My boiler has stopped working and there is no hot water']) {
      const response = await issue({ screen: 'instant_quote', jobDescription, urgency: 'medium' });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'nothing_to_quote', invalidParams: [{ name: 'jobDescription' }] });
    }
  });

  it('refuses a request without a screen or a description', async () => {
    const response = await issue({ screen: 'somewhere', jobDescription: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((param: { name: string }) => param.name).sort()).toEqual(['jobDescription', 'screen']);
  });
});

describe('a lead that names an issued quote', () => {
  it('stores exactly the figures, analysis and version the customer was shown, whatever the browser says', async () => {
    const quote = IssuedQuoteSchema.parse((await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'high', promoCode: 'JULY10' })).json());
    const response = await saveLead({ quoteId: quote.id, estimatedPriceLow: 1, estimatedPriceHigh: 2, discountApplied: false, promoCode: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ estimatedPriceLow: quote.totalRange.lowPence, estimatedPriceHigh: quote.totalRange.highPence, discountApplied: true });
    const row = await storedLead(response.json().id);
    expect(row).toMatchObject({ issuedQuoteId: quote.id, pricingVersion: quote.pricingVersion, discountApplied: true });
    expect(row.analysedJobData?.tasks).toHaveLength(2);
    // Staff see the very quote in the CRM.
    const { cookie } = await signInAsStaff(t);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${response.json().id}`, headers: { cookie } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ issuedQuote: quote, estimatedPriceLow: quote.totalRange.lowPence, estimatedPriceHigh: quote.totalRange.highPence });
  });

  it("stores the pricing page's displayed range, its 2-hour fallback included", async () => {
    const jobDescription = 'can someone help me';
    const quote = IssuedQuoteSchema.parse((await issue({ screen: 'pricing_page', jobDescription, urgency: 'asap' })).json());
    const response = await saveLead({ quoteId: quote.id, jobDescription, urgency: 'asap', source: 'pricing_page', outcome: 'pricing_page_quote_viewed' });
    expect(response.json()).toMatchObject({ estimatedPriceLow: quote.totalRange.lowPence, estimatedPriceHigh: quote.totalRange.highPence });
    expect((await storedLead(response.json().id)).issuedQuoteId).toBe(quote.id);
  });

  it('prices the description itself when the quote was for other words, another urgency, the other flow, or does not exist', async () => {
    const quote = IssuedQuoteSchema.parse((await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'low' })).json());
    const cases = [
      { quoteId: quote.id, jobDescription: 'Paint the hallway and the landing' },
      { quoteId: quote.id, urgency: 'emergency' },
      { quoteId: quote.id, urgency: 'low', source: 'pricing_page' },
      { quoteId: '00000000-0000-4000-8000-000000000000', urgency: 'low' },
      { quoteId: 'not-a-uuid', urgency: 'low' },
    ];
    for (const payload of cases) {
      const response = await saveLead(payload);
      expect(response.statusCode).toBe(201);
      const row = await storedLead(response.json().id);
      expect(row.issuedQuoteId).toBeNull();
      expect(row.estimatedPriceLowPence).toBeGreaterThan(0);
    }
  });

  it('does not honour a quote once it has expired', async () => {
    const quote = IssuedQuoteSchema.parse((await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'high' })).json());
    const before = t.clock.now;
    try {
      t.clock.now = new Date(Date.parse(quote.validUntil) - 1);
      expect((await storedLead((await saveLead({ quoteId: quote.id })).json().id)).issuedQuoteId).toBe(quote.id);
      t.clock.now = new Date(quote.validUntil);
      expect((await storedLead((await saveLead({ quoteId: quote.id })).json().id)).issuedQuoteId).toBeNull();
    } finally {
      t.clock.now = before;
    }
  });
});

describe('the clean-up of expired quotes', () => {
  it('deletes quotes past their validity that no lead stores, in batches, and keeps the rest', async () => {
    const issueOne = async () => IssuedQuoteSchema.parse((await issue({ screen: 'instant_quote', jobDescription: JOB, urgency: 'medium' })).json());
    const kept = await issueOne();
    const stored = await issueOne();
    const expired = [await issueOne(), await issueOne(), await issueOne()];
    await saveLead({ quoteId: stored.id, urgency: 'medium' });
    await t.database.db.update(issuedQuotes).set({ validUntil: new Date(t.clock.now.getTime() + 60_000) }).where(eq(issuedQuotes.id, kept.id));
    for (const quote of [stored, ...expired]) {
      await t.database.db.update(issuedQuotes).set({ validUntil: new Date(t.clock.now.getTime() - 60_000) }).where(eq(issuedQuotes.id, quote.id));
    }
    const now = () => t.clock.now;
    // Other tests' quotes are still valid at this clock, so only these are candidates.
    expect(await deleteExpiredQuotes({ db: t.database.db, now }, { batchSize: 2 })).toEqual({ deleted: 2, isDone: false });
    expect(await deleteExpiredQuotes({ db: t.database.db, now }, { batchSize: 2 })).toEqual({ deleted: 1, isDone: true });
    const left = await t.database.db.select({ id: issuedQuotes.id }).from(issuedQuotes);
    const ids = new Set(left.map((row) => row.id));
    expect(ids.has(kept.id)).toBe(true);
    expect(ids.has(stored.id)).toBe(true);
    for (const quote of expired) expect(ids.has(quote.id)).toBe(false);
  });
});
