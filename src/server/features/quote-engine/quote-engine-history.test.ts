import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, email } = await signInAsStaff(t));
});
afterAll(() => t.close());

/** A job the defaults route to a video quote; thresholds at 0 make every job a site visit. */
const JOB = { jobDescription: 'Replace the leaking kitchen mixer tap and put up two shelves', customerType: 'residential', jobScope: 'multiple', urgency: 'normal' };
const ALL_SITE_VISITS = { ...DEFAULT_QUOTE_ENGINE_CONFIG, thresholds: { instantQuote: 0, videoQuote: 0, siteVisit: 0 } };

function saveConfig(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/quote-engine/config', headers: { cookie }, payload });
}

async function listVersions() {
  const response = await t.app.inject({ method: 'GET', url: '/api/quote-engine/config/versions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().versions as { version: number; staffEmail: string | null; restoredFromVersion: number | null; changes: object[] }[];
}

async function recommendedFor() {
  const response = await t.app.inject({ method: 'POST', url: '/api/quote-engine/recommend', payload: JOB });
  expect(response.statusCode).toBe(200);
  return response.json().recommendedType as string;
}

describe('the quote-engine config history', () => {
  it('keeps a version for each save, with who and which weights or thresholds changed', async () => {
    expect(await listVersions()).toEqual([]);
    t.clock.now = new Date('2026-11-21T11:00:00.000Z');

    expect((await saveConfig({ ...DEFAULT_QUOTE_ENGINE_CONFIG, weights: { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights, urgency: 0.45 } })).statusCode).toBe(200);

    const versions = await listVersions();
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toEqual({
      version: 2,
      createdAt: '2026-11-21T11:00:00.000Z',
      staffEmail: email,
      restoredFromVersion: null,
      changes: [{ field: 'weights.urgency', from: 0.2, to: 0.45 }],
    });
    expect(versions[1]).toMatchObject({ version: 1, staffEmail: null, changes: [] });
  });

  it('restores an earlier version as a new version, and customers are routed by it again', async () => {
    const routedByDefaults = await recommendedFor();
    expect((await saveConfig(ALL_SITE_VISITS)).statusCode).toBe(200);
    expect(await recommendedFor()).toBe('site_visit');

    t.clock.now = new Date('2026-11-21T11:05:00.000Z');
    const response = await t.app.inject({ method: 'POST', url: '/api/quote-engine/config/versions/1/restore', headers: { cookie } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_QUOTE_ENGINE_CONFIG, updatedAt: '2026-11-21T11:05:00.000Z' });
    expect((await listVersions())[0]).toMatchObject({ version: 4, restoredFromVersion: 1, staffEmail: email });
    expect(await recommendedFor()).toBe(routedByDefaults);
  });

  it('answers 404 for a version that does not exist, and writes no version for a refused save', async () => {
    const before = (await listVersions()).length;
    const missing = await t.app.inject({ method: 'POST', url: '/api/quote-engine/config/versions/999/restore', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    const refused = await saveConfig({ ...DEFAULT_QUOTE_ENGINE_CONFIG, thresholds: { instantQuote: 0.9, videoQuote: 0.5, siteVisit: 0.95 } });
    expect(refused.statusCode).toBe(422);
    expect(await listVersions()).toHaveLength(before);
  });
});
