import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectNoAxeViolations, newJourneyContext, PHONE, waitForAppStarted } from './support/browser';

// Shared by the pricing-page journeys (e2e/pricing-flow*.spec.ts).

export const JOB = 'Replace the leaking kitchen mixer tap and put up two shelves in the living room';

export type Viewport = { width: number; height: number };

export type OpenOptions = { colorScheme?: 'light' | 'dark'; beforeLoad?: (page: Page) => void };

/** A visit to /pricing whose clock can be paused, so waits and animations hold still on demand. */
export async function openPricingPage(browser: Browser, viewport: Viewport = PHONE, { colorScheme = 'light', beforeLoad }: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newJourneyContext(browser, { viewport, colorScheme });
  const page = await context.newPage();
  beforeLoad?.(page);
  await page.clock.install();
  await page.goto('/pricing');
  await heading(page, "Need a hand? Let's price it.").waitFor();
  await waitForAppStarted(page);
  return { context, page };
}

export function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export function descriptionBox(page: Page) {
  return page.getByLabel('What do you need doing?');
}

export async function describeJob(page: Page, text = JOB): Promise<void> {
  await descriptionBox(page).fill(text);
  await page.getByRole('button', { name: 'See Pricing' }).click();
  await heading(page, "What we'll quote for:").waitFor();
}

export async function giveDetails(page: Page, name: string, phone: string): Promise<void> {
  await page.getByRole('button', { name: 'Looks Good' }).click();
  await heading(page, 'Almost there!').waitFor();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Phone number').fill(phone);
}

export async function currentStep(page: Page): Promise<string | null> {
  return page.locator('[data-pricing-step]').getAttribute('data-pricing-step');
}

/** The leads the back office holds for a phone number, read through the staff API. */
export async function listLeadsByPhone(context: BrowserContext, phone: string): Promise<{ source: string; outcome: string | null; urgency: string | null; estimatedPriceLow: number | null; estimatedPriceHigh: number | null }[]> {
  const login = await context.request.post('/api/auth/login', { data: { email: inject('adminEmail'), password: inject('adminPassword') } });
  expect(login.ok()).toBe(true);
  const response = await context.request.get(`/api/admin/leads?search=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { leads: [] }).leads;
}

/**
 * axe-core needs running timers, but the generating screen only stays while the clock is
 * paused. So its DOM, without scripts, is served to a second browser profile with a running
 * clock and checked there, with the same styles (colour contrast included).
 */
export async function expectNoAxeViolationsInSnapshot(browser: Browser, page: Page, viewport: Viewport): Promise<void> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const context = await newJourneyContext(browser, { viewport });
  const copy = await context.newPage();
  const url = new URL('/__axe-snapshot', page.url()).href;
  await copy.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await copy.goto(url);
  await expectNoAxeViolations(copy);
  await context.close();
}

/** Where an element sits on the page (not in the viewport, which moves as the page scrolls). */
export async function documentBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
}

/** A phone page must never scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/** Holds every analysis request until the returned function is called, so the waiting screen can be checked. */
export async function holdAnalysis(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/analyze-job', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
