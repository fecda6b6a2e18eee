import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { appSettings } from '#server/db/schema';
import { seedDefaults } from '#server/db/seed';
import { createTestApp, type TestApp } from '#testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/app-settings', () => {
  it('is public and answers the business fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-settings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      businessName: DEFAULT_APP_SETTINGS.businessName,
      businessPhone: DEFAULT_APP_SETTINGS.businessPhone,
      whatsappNumber: DEFAULT_APP_SETTINGS.whatsappNumber,
    });
    expect(body).not.toHaveProperty('leadWebhookSecret');
    expect(body).not.toHaveProperty('leadWebhookUrl');
  });

  it('keeps what staff changed when the defaults are seeded again at the next start', async () => {
    await t.database.db.update(appSettings).set({ businessName: 'Bristol Fix-It' }).where(eq(appSettings.id, 1));
    await seedDefaults(t.database.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/app-settings' });
    expect(response.json().businessName).toBe('Bristol Fix-It');
  });
});
