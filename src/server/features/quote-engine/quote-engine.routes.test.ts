import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { leads, quoteEngineConfig } from '#server/db/schema';
import { insertLeads } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
});
afterAll(() => t.close());

describe('quote-method recommendation', () => {
  it('recommends an instant quote for a small, clear residential job', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/recommend',
      payload: { customerType: 'residential', jobScope: 'single', jobDescription: 'Hang one mirror on a plasterboard wall' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().recommendedType).toBe('instant_quote');
  });

  it('sends work for a Gas Safe engineer to a site visit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/recommend',
      payload: { customerType: 'residential', jobScope: 'single', urgency: 'normal', jobDescription: 'Move my gas boiler to the loft' },
    });
    expect(response.json().recommendedType).toBe('site_visit');
  });

  it('refuses an unknown customer type with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/recommend',
      payload: { customerType: 'landlord', jobScope: 'single', jobDescription: 'Fix a tap' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams[0].name).toBe('customerType');
  });

  it('explains each factor to staff in plain English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/analyze',
      headers: { cookie },
      payload: { customerType: 'commercial', jobScope: 'multiple', urgency: 'urgent', jobDescription: 'Repaint the shop front and fix three loose shelves' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(['instant_quote', 'video_quote', 'site_visit']).toContain(body.action);
    expect(body.combinedScore).toBeGreaterThan(0);
    for (const label of ['Customer type', 'Job scope', 'Urgency', 'Complexity', 'Visual assessment']) expect(body.reasoning).toContain(label);
  });
});

describe('the quote engine config', () => {
  it('is stored when valid and read back', async () => {
    const config = { ...DEFAULT_QUOTE_ENGINE_CONFIG, weights: { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights, complexity: 0.5 } };
    const saved = await t.app.inject({ method: 'POST', url: '/api/quote-engine/config', headers: { cookie }, payload: config });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/quote-engine/config', headers: { cookie } });
    expect(read.json().weights.complexity).toBe(0.5);
  });

  it('refuses weights outside 0–1 and thresholds that go down', async () => {
    const outOfRange = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/config',
      headers: { cookie },
      payload: { ...DEFAULT_QUOTE_ENGINE_CONFIG, weights: { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights, urgency: 1.5 } },
    });
    expect(outOfRange.statusCode).toBe(400);
    const descending = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/config',
      headers: { cookie },
      payload: { ...DEFAULT_QUOTE_ENGINE_CONFIG, thresholds: { instantQuote: 0.9, videoQuote: 0.5, siteVisit: 0.95 } },
    });
    expect(descending.statusCode).toBe(422);
    expect(descending.json().invalidParams.length).toBeGreaterThan(0);
  });
});

describe('the impact of a draft before saving', () => {
  it('replays the draft and the saved configuration on the most recent 200 leads with an analysis', async () => {
    const db = t.database.db;
    await db.delete(leads);
    await db.insert(quoteEngineConfig).values({ id: 1, config: DEFAULT_QUOTE_ENGINE_CONFIG }).onConflictDoUpdate({ target: quoteEngineConfig.id, set: { config: DEFAULT_QUOTE_ENGINE_CONFIG } });
    // 205 leads with an analysis, the newest last, and one without: only the newest 200 count.
    await insertLeads(db, [
      ...Array.from({ length: 205 }, (_, index) => ({ createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)), customerType: 'residential', urgency: 'medium' })),
      { analysedJobData: null, createdAt: new Date(Date.UTC(2026, 10, 20)) },
    ]);
    const everything = { ...DEFAULT_QUOTE_ENGINE_CONFIG, thresholds: { instantQuote: 0, videoQuote: 0, siteVisit: 0 } };
    const response = await t.app.inject({ method: 'POST', url: '/api/quote-engine/impact', headers: { cookie }, payload: { config: everything } });
    expect(response.statusCode).toBe(200);
    const impact = response.json();
    expect(impact).toMatchObject({ sampleSize: 200, jobCount: 200, draft: { instant_quote: 0, video_quote: 0, site_visit: 200 } });
    expect(impact.saved.site_visit).toBeLessThan(200);
    expect(impact.moved).toBe(200 - impact.saved.site_visit);
    const movedToVisit = impact.moves.filter((move: { to: string; from: string }) => move.to === 'site_visit' && move.from !== 'site_visit');
    expect(movedToVisit.reduce((sum: number, move: { count: number }) => sum + move.count, 0)).toBe(impact.moved);

    const same = await t.app.inject({ method: 'POST', url: '/api/quote-engine/impact', headers: { cookie }, payload: { config: DEFAULT_QUOTE_ENGINE_CONFIG } });
    expect(same.json()).toMatchObject({ moved: 0, saved: impact.saved, draft: impact.saved });
  });

  it('refuses a draft that breaks a rule (422) or a value outside 0–1 (400), naming the field', async () => {
    const descending = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/impact',
      headers: { cookie },
      payload: { config: { ...DEFAULT_QUOTE_ENGINE_CONFIG, thresholds: { instantQuote: 0.9, videoQuote: 0.5, siteVisit: 0.95 } } },
    });
    expect(descending.statusCode).toBe(422);
    expect(descending.json().invalidParams[0].name).toBe('thresholds.videoQuote');
    const outOfRange = await t.app.inject({
      method: 'POST',
      url: '/api/quote-engine/impact',
      headers: { cookie },
      payload: { config: { ...DEFAULT_QUOTE_ENGINE_CONFIG, weights: { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights, urgency: 2 } } },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().invalidParams[0].name).toBe('config.weights.urgency');
  });
});
