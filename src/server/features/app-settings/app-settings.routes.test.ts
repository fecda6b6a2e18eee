import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { invalidateConfigCache } from '#server/db/config-cache';
import { appSettings, configVersions } from '#server/db/schema';
import { seedDefaults } from '#server/db/seed';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, email } = await signInAsStaff(t));
});
afterAll(() => t.close());

const SETTINGS = { ...DEFAULT_APP_SETTINGS };

async function put(payload: unknown, headers: Record<string, string> = { cookie }) {
  return t.app.inject({ method: 'PUT', url: '/api/app-settings', headers, payload: payload as object });
}

describe('GET /api/app-settings', () => {
  it('is public and answers every setting, without the webhook secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-settings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject(DEFAULT_APP_SETTINGS);
    expect(body).not.toHaveProperty('leadWebhookSecret');
    expect(body).not.toHaveProperty('leadWebhookUrl');
  });

  it('keeps what staff changed when the defaults are seeded again at the next start', async () => {
    await t.database.db.update(appSettings).set({ businessName: 'Bristol Fix-It' }).where(eq(appSettings.id, 1));
    // Written behind the app's back: drop its cached copy as a save would (db/config-cache.ts).
    invalidateConfigCache(t.database.db, 'app_settings');
    await seedDefaults(t.database.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/app-settings' });
    expect(response.json().businessName).toBe('Bristol Fix-It');
    await t.database.db.update(appSettings).set({ businessName: DEFAULT_APP_SETTINGS.businessName }).where(eq(appSettings.id, 1));
    invalidateConfigCache(t.database.db, 'app_settings');
  });
});

describe('PUT /api/app-settings', () => {
  it('saves every field and answers the updated settings, phone numbers in their normal form', async () => {
    t.clock.now = new Date('2026-11-21T10:05:00.000Z');
    const response = await put({
      ...SETTINGS,
      businessName: 'Fix-It Pete',
      businessPhone: '+44 (0)117 496 0123',
      whatsappNumber: '07700 900123',
      trustBadge1: '  Local and insured  ',
      googleReviewCount: 120,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...SETTINGS,
      businessName: 'Fix-It Pete',
      businessPhone: '0117 496 0123',
      whatsappNumber: '447700900123',
      trustBadge1: 'Local and insured',
      googleReviewCount: 120,
      updatedAt: '2026-11-21T10:05:00.000Z',
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/app-settings' });
    expect(read.json()).toMatchObject({ businessPhone: '0117 496 0123', whatsappNumber: '447700900123', trustBadge1: 'Local and insured' });
  });

  it('refuses a phone number that is not a UK number, naming the field, and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/app-settings' })).json();
    const response = await put({ ...SETTINGS, businessName: 'Half saved?', businessPhone: '+1 202 555 0123', whatsappNumber: 'not a number' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'invalid_app_settings',
      invalidParams: [
        { name: 'businessPhone', reason: 'Enter a UK phone number, for example 01632 960000 or +44 1632 960000.' },
        { name: 'whatsappNumber', reason: 'Enter a UK number WhatsApp can reach, for example 07700 900000 or +44 7700 900000.' },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/app-settings' })).json()).toEqual(before);
  });

  it.each([
    ['googleRatingStars', { googleRatingStars: 6 }],
    ['googleReviewCount', { googleReviewCount: -1 }],
    ['businessName', { businessName: '' }],
    ['trustBadge1', { trustBadge1: 'x'.repeat(81) }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const response = await put({ ...SETTINGS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
  });

  it('refuses a rating that is not a number from 0 to 5 with 422 naming it', async () => {
    const response = await put({ ...SETTINGS, googleRating: 'great' });
    expect(response.statusCode).toBe(422);
    expect(response.json().invalidParams).toEqual([{ name: 'googleRating', reason: 'Enter a rating from 0 to 5, for example 4.8.' }]);
  });

  it('refuses a save without a staff session', async () => {
    const response = await put(SETTINGS, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('the settings history', () => {
  it('keeps a version for each save, with the starting point, who, when and what changed', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/app-settings/versions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const { versions } = list.json();
    // The first save above wrote down the seeded settings as version 1, then itself as version 2.
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toEqual({
      version: 2,
      createdAt: '2026-11-21T10:05:00.000Z',
      staffEmail: email,
      restoredFromVersion: null,
      changes: [
        { field: 'googleReviewCount', from: 69, to: 120 },
        { field: 'trustBadge1', from: 'Fast quotes', to: 'Local and insured' },
        { field: 'businessName', from: 'Handyman Services', to: 'Fix-It Pete' },
        { field: 'businessPhone', from: '01632 960000', to: '0117 496 0123' },
        { field: 'whatsappNumber', from: '447700900000', to: '447700900123' },
      ],
    });
    expect(versions[1]).toMatchObject({ version: 1, staffEmail: null, changes: [] });
  });

  it('restores a version as a new version naming it, and answers the restored settings', async () => {
    t.clock.now = new Date('2026-11-21T10:10:00.000Z');
    const response = await t.app.inject({ method: 'POST', url: '/api/app-settings/versions/1/restore', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...SETTINGS, updatedAt: '2026-11-21T10:10:00.000Z' });
    const { versions } = (await t.app.inject({ method: 'GET', url: '/api/app-settings/versions', headers: { cookie } })).json();
    expect(versions[0]).toMatchObject({ version: 3, restoredFromVersion: 1, staffEmail: email });
    expect(versions[0].changes).toContainEqual({ field: 'businessPhone', from: '0117 496 0123', to: '01632 960000' });
  });

  it('answers 404 for a version that does not exist', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/app-settings/versions/99/restore', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers 422 for a version that no longer fits the settings, and changes nothing', async () => {
    await t.database.db.insert(configVersions).values({ kind: 'app_settings', version: 50, snapshot: { businessName: 'Old shape' }, changes: [] });
    const response = await t.app.inject({ method: 'POST', url: '/api/app-settings/versions/50/restore', headers: { cookie } });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('version_not_restorable');
    expect((await t.app.inject({ method: 'GET', url: '/api/app-settings' })).json().businessName).toBe(SETTINGS.businessName);
  });

  it('refuses a version number that is not a positive whole number', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/app-settings/versions/zero/restore', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams[0].name).toBe('version');
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/app-settings/versions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/app-settings/versions/1/restore' })).statusCode).toBe(401);
  });
});

// Last: each save adds a version, and the history tests above count them from the start.
describe('the VAT setting', () => {
  it('saves whether the firm is VAT-registered; a body without it (an older client) saves not registered', async () => {
    const registered = await put({ ...SETTINGS, vatRegistered: true });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().vatRegistered).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/app-settings' })).json().vatRegistered).toBe(true);

    const { vatRegistered: _vat, ...withoutVat } = SETTINGS;
    const older = await put(withoutVat);
    expect(older.statusCode).toBe(200);
    expect(older.json().vatRegistered).toBe(false);
  });

  it('refuses a VAT setting that is not true or false, naming the field', async () => {
    const response = await put({ ...SETTINGS, vatRegistered: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'vatRegistered' })]));
  });
});
