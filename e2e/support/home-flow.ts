import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, expectNoAxeViolations, newJourneyContext, PHONE, saveScreenshot, waitForAppStarted } from './browser';

/**
 * Steps of the home-page flow (docs/product/home-flow.md#stages) for the home-flow journeys. Every journey
 * runs on a 390 px phone; `checkStage` also photographs the stage at 1280 px.
 */

export const JOB_DESCRIPTION = 'Fix a dripping kitchen tap and put up 3 shelves in the living room';

export type HomeFlowPage = { context: BrowserContext; page: Page };

/** A phone-sized page; reduced motion by default so screenshots are not covered in confetti. */
export async function openHomeFlow(browser: Browser, options: { reducedMotion?: boolean } = {}): Promise<HomeFlowPage> {
  const context = await newJourneyContext(browser, { viewport: PHONE });
  // WhatsApp links open in a new tab; answer them here rather than reaching the internet.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce' });
  return { context, page };
}

/** axe on the stage, then its screenshots at 390 and 1280 px. */
export async function checkStage(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `home-${name}-390`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `home-${name}-1280`);
  await page.setViewportSize(PHONE);
}

export function stageOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('stage');
}

export async function waitForHeading(page: Page, name: string, timeout?: number): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout });
  await waitForAppStarted(page);
}

export async function answerCustomerType(page: Page, options: { check?: boolean } = {}): Promise<void> {
  await page.goto('/');
  await waitForHeading(page, 'Who is this quote for?');
  // The help number arrives with the app settings.
  await page.getByRole('link', { name: /^Call / }).waitFor();
  if (options.check) await checkStage(page, 'customer-type');
  await page.getByRole('radio', { name: /Residential/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Question 2 of 2').waitFor();
}

export async function describeJob(page: Page, options: { check?: boolean } = {}): Promise<void> {
  await page.getByRole('radio', { name: /Multiple Jobs/ }).check();
  await page.getByLabel(/Describe the job/).fill(JOB_DESCRIPTION);
  if (options.check) await checkStage(page, 'welcome');
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function confirmTasks(page: Page, options: { check?: boolean } = {}): Promise<void> {
  await waitForHeading(page, 'Does this look right?');
  await page.getByText('Similar Jobs Took').waitFor();
  // The skills arrive from their own call; wait for the card to settle before the photo.
  await page.getByText('Analyzing job requirements...').waitFor({ state: 'detached' });
  if (options.check) await checkStage(page, 'confirm-details');
  await page.getByRole('button', { name: 'Looks Good - Continue' }).click();
}

export type ContactDetails = { name: string; phone: string; email?: string; urgency?: RegExp | string };

export async function giveContactDetails(page: Page, details: ContactDetails, options: { check?: boolean } = {}): Promise<void> {
  await waitForHeading(page, 'Your Contact Details');
  await page.getByLabel('Your Name *').fill(details.name);
  await page.getByLabel('Phone Number *').fill(details.phone);
  if (details.email) await page.getByLabel('Email (optional)').fill(details.email);
  await page.getByRole('radio', { name: details.urgency ?? '1-2 weeks' }).check();
  if (options.check) await checkStage(page, 'customer-details');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** customer_type → quote_method_selection; the recommendation takes 2 seconds. */
export async function reachMethodChoice(page: Page, details: ContactDetails, options: { check?: boolean } = {}): Promise<void> {
  await answerCustomerType(page, options);
  await describeJob(page, options);
  await confirmTasks(page, options);
  await giveContactDetails(page, details, options);
  await waitForHeading(page, 'Why Choose Us?');
  if (options.check) await checkStage(page, 'generating-recommendation');
  await waitForHeading(page, 'How should we handle your quote?', 10_000);
}

/** The titles of the three method cards, in the order shown. */
export async function listMethodCards(page: Page): Promise<string[]> {
  const cards = page.locator('main ul > li > button');
  const texts = await cards.allTextContents();
  return texts.map((text) => text.replace('RECOMMENDED', '').match(/Online Quote|Quote with Video|Site Visit/)?.[0] ?? text);
}

export async function expectRecommended(page: Page, title: string): Promise<void> {
  const first = page.locator('main ul > li > button').first();
  expect(await first.textContent()).toContain('RECOMMENDED');
  expect(await first.textContent()).toContain(title);
}

/** The conversion events the page pushed. */
export async function readDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

export async function readOutbox(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('handyman.leadOutbox.v1') ?? '[]') as unknown[]);
}
