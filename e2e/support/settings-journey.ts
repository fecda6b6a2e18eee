import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newJourneyContext } from './browser';

/**
 * The app settings and the pricing config are shared by every journey (one app, one database).
 * A journey that changes them reads them first and puts them back at the end through these.
 */

export type Settings = Record<string, unknown> & { updatedAt?: string };

/** A signed-in staff API client, in its own browser profile. */
export async function openStaffApi(browser: Browser): Promise<{ context: BrowserContext; api: APIRequestContext }> {
  const context = await newJourneyContext(browser);
  const login = await context.request.post('/api/auth/login', { data: { email: inject('adminEmail'), password: inject('adminPassword') } });
  expect(login.ok()).toBe(true);
  return { context, api: context.request };
}

function withoutUpdatedAt(value: Settings): Settings {
  const { updatedAt: _updatedAt, ...rest } = value;
  return rest;
}

export async function readAppSettings(api: APIRequestContext): Promise<Settings> {
  const response = await api.get('/api/app-settings');
  expect(response.ok()).toBe(true);
  return withoutUpdatedAt((await response.json()) as Settings);
}

export async function readPricingConfig(api: APIRequestContext): Promise<Settings> {
  const response = await api.get('/api/pricing/config');
  expect(response.ok()).toBe(true);
  return withoutUpdatedAt((await response.json()) as Settings);
}

/** Saves `original` again if what is stored now differs from it (a new version when it does). */
export async function putBackAppSettings(api: APIRequestContext, original: Settings): Promise<void> {
  if (JSON.stringify(await readAppSettings(api)) === JSON.stringify(original)) return;
  const response = await api.put('/api/app-settings', { data: original });
  expect(response.status()).toBe(200);
}

export async function putBackPricingConfig(api: APIRequestContext, original: Settings): Promise<void> {
  if (JSON.stringify(await readPricingConfig(api)) === JSON.stringify(original)) return;
  const response = await api.put('/api/pricing/config', { data: original });
  expect(response.status()).toBe(200);
}
