import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';
import type { ResolveHost } from './check-webhook-target';

const resolveHost: ResolveHost = async (hostname) => {
  const table: Record<string, string[]> = { 'hooks.example': ['93.184.216.34'], 'intranet.example': ['10.0.0.7'], 'metadata.example': ['169.254.169.254'] };
  const addresses = table[hostname];
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return addresses;
};

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(config: NonNullable<Parameters<typeof createTestApp>[0]>['config'] = {}) {
  const t = await createTestApp({ config: { ...config, webhookDelivery: { pollIntervalMs: 3_600_000, retryBaseMs: 1_000, timeoutMs: 1_000 } }, resolveHost });
  apps.push(t);
  const { cookie } = await signInAsStaff(t);
  return { t, cookie };
}

describe('webhook settings', () => {
  it('show the server’s URL as set by the server, and never a secret', async () => {
    const { t, cookie } = await appWith({ leadWebhook: { url: 'https://hooks.example/env', secret: 'env-secret-value-123' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/webhook-settings', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: null,
      serverUrl: 'https://hooks.example/env',
      effectiveUrl: 'https://hooks.example/env',
      urlSource: 'server',
      secretSource: 'server',
      enabled: true,
      allowPrivateTargets: false,
      updatedAt: null,
      updatedBy: null,
    });
    expect(response.body).not.toContain('env-secret-value-123');
  });

  it('save a URL and a secret that override the environment; the secret is write-only', async () => {
    const { t, cookie } = await appWith({ leadWebhook: { url: 'https://hooks.example/env', secret: 'env-secret-value-123' } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/webhook-settings',
      headers: { cookie },
      payload: { url: ' https://hooks.example/saved ', enabled: true, secret: 'saved-secret-value-456' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ url: 'https://hooks.example/saved', effectiveUrl: 'https://hooks.example/saved', urlSource: 'saved', secretSource: 'saved' });
    expect(saved.json().updatedBy).toMatch(/@example\.com$/);
    expect(saved.body).not.toContain('saved-secret-value-456');

    // Saving without a secret keeps it; null removes it and the server's applies again.
    const kept = await t.app.inject({ method: 'PUT', url: '/api/webhook-settings', headers: { cookie }, payload: { url: 'https://hooks.example/saved', enabled: false } });
    expect(kept.json()).toMatchObject({ secretSource: 'saved', enabled: false });
    const removed = await t.app.inject({ method: 'PUT', url: '/api/webhook-settings', headers: { cookie }, payload: { url: '', enabled: true, secret: null } });
    expect(removed.json()).toMatchObject({ url: null, urlSource: 'server', effectiveUrl: 'https://hooks.example/env', secretSource: 'server' });
  });

  it.each([
    ['http://127.0.0.1:5678/hook', 'this machine (loopback)'],
    ['http://[::1]/hook', 'this machine (loopback)'],
    ['http://intranet.example/hook', 'a private network address (10.0.0.7)'],
    ['http://metadata.example/latest', 'a cloud metadata service'],
    ['http://169.254.169.254/latest', 'a cloud metadata service'],
    ['https://unknown.example/hook', 'could not be found'],
  ])('refuse %s at save time with a reason beside the URL', async (url, reason) => {
    const { t, cookie } = await appWith();
    const response = await t.app.inject({ method: 'PUT', url: '/api/webhook-settings', headers: { cookie }, payload: { url, enabled: true } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'webhook_target_refused' });
    expect(response.json().invalidParams).toEqual([{ name: 'url', reason: expect.stringContaining(reason) }]);
  });

  it('accept a loopback URL when the server allows private targets', async () => {
    const { t, cookie } = await appWith({ allowPrivateWebhookTargets: true });
    const response = await t.app.inject({ method: 'PUT', url: '/api/webhook-settings', headers: { cookie }, payload: { url: 'http://127.0.0.1:5678/hook', enabled: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ allowPrivateTargets: true, effectiveUrl: 'http://127.0.0.1:5678/hook' });
  });

  it.each([
    [{ url: 'ftp://hooks.example/x', enabled: true }, 'url'],
    [{ url: 'https://hooks.example/x', enabled: true, secret: 'short' }, 'secret'],
    [{ url: 'https://hooks.example/x' }, 'enabled'],
  ])('refuse %o with 400 naming the field', async (payload, field) => {
    const { t, cookie } = await appWith();
    const response = await t.app.inject({ method: 'PUT', url: '/api/webhook-settings', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
  });

  it('are for staff only', async () => {
    const { t } = await appWith();
    expect((await t.app.inject({ method: 'GET', url: '/api/webhook-settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/webhook-settings', payload: { url: null, enabled: true } })).statusCode).toBe(401);
  });
});
