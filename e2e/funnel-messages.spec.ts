import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, saveScreenshot } from './support/browser';
import {
  answerCustomerType,
  checkStage,
  confirmTasks,
  describeJob,
  giveContactDetails,
  openHomeFlow,
  stageOf,
  waitForHeading,
} from './support/home-flow';
import { giveDetails, heading, describeJob as describePricingJob, openPricingPage } from './pricing-flow-helpers';

// On a 390 px phone: a message never stands between the customer and the step's main button,
// never outlives its step, never repeats an inline error, and a failure offers the way on
// (docs/product/shared-behaviour.md#toasts, docs/product/home-flow.md#errors).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function openToasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The main button, brought into view as the customer would, is not under any open toast. */
async function expectNoToastOver(page: Page, mainButton: Locator): Promise<void> {
  await mainButton.scrollIntoViewIfNeeded();
  const button = await mainButton.boundingBox();
  expect(button).not.toBeNull();
  for (const toast of await openToasts(page).all()) {
    const box = await toast.boundingBox();
    if (box && button) expect(overlaps(box, button), `a toast covers ${await mainButton.textContent()}`).toBe(false);
  }
}

describe('funnel messages on a phone', () => {
  it('clears each contact-details error as the customer fixes its field', async () => {
    const { context, page } = await openHomeFlow(browser);
    await answerCustomerType(page);
    await describeJob(page);
    await confirmTasks(page);
    await waitForHeading(page, 'Your Contact Details');

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    await page.getByText('Enter your name').waitFor();
    await page.getByText('Enter your phone number').waitFor();
    await page.getByText('Choose how soon you need it').waitFor();
    await page.getByText('Required Fields Missing', { exact: true }).waitFor();
    // Said once, in the page: no toast repeats it.
    expect(await openToasts(page).count()).toBe(0);
    await expectNoToastOver(page, continueButton);

    await page.getByLabel('Your Name *').pressSequentially('Sam');
    await page.getByText('Enter your name').waitFor({ state: 'detached' });
    expect(await page.getByText('Enter your phone number').isVisible()).toBe(true);
    await page.getByLabel('Phone Number *').pressSequentially('07700 900456');
    await page.getByText('Enter your phone number').waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: '1-2 weeks' }).check();
    await page.getByText('Choose how soon you need it').waitFor({ state: 'detached' });
    await page.getByText('Required Fields Missing', { exact: true }).waitFor({ state: 'detached' });
    await checkStage(page, 'customer-details-errors-cleared');

    await continueButton.click();
    await waitForHeading(page, 'Why Choose Us?');
    await context.close();
  });

  it('offers Try again and the business phone in the page when the analysis fails', async () => {
    const { context, page } = await openHomeFlow(browser);
    // The browser's own boundary: the analysis request answers 503.
    await page.route('**/api/analyze-job', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Analysis unavailable' }));
    await answerCustomerType(page);
    await describeJob(page);

    const alert = page.getByRole('alert').filter({ hasText: 'Analysis Error' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("We couldn't analyze your request. Please try again.");
    const call = alert.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await openToasts(page).count()).toBe(0);
    expect(stageOf(page)).toBe('welcome');
    await checkStage(page, 'welcome-analysis-failed');

    await page.unroute('**/api/analyze-job');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForHeading(page, 'Does this look right?');
    await context.close();
  });

  it('keeps every toast off the main button, and closes it when the step changes (home flow)', async () => {
    const { context, page } = await openHomeFlow(browser);
    await answerCustomerType(page);
    await describeJob(page);
    await confirmTasks(page);
    await giveContactDetails(page, { name: 'Toast Tester', phone: '07700 900457' });
    await waitForHeading(page, 'How should we handle your quote?', 10_000);
    await page.getByRole('button', { name: /Online Quote/ }).click();
    await waitForHeading(page, 'Your Instant Quote, Toast Tester');

    await page.getByLabel('Promo code').fill('july10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await openToasts(page).filter({ hasText: 'Promo Code Applied!' }).waitFor();
    await expectNoToastOver(page, page.getByRole('button', { name: 'Lock In My Quote' }));
    await expectNoToastOver(page, page.getByRole('button', { name: 'Back to Quote Options' }));

    await page.getByRole('button', { name: 'Lock In My Quote' }).click();
    await waitForHeading(page, 'Quote Submitted Successfully');
    await expect.poll(() => openToasts(page).count()).toBe(0);
    await expectNoToastOver(page, page.getByRole('button', { name: 'Submit Another Request' }));
    await context.close();
  });

  it('keeps every toast off the main button, and closes it when the step changes (pricing page)', async () => {
    const { context, page } = await openPricingPage(browser);
    await page.clock.resume();
    await describePricingJob(page);
    await giveDetails(page, 'Toast Tester', '');
    await page.getByLabel('Your name').press('Enter');
    await openToasts(page).filter({ hasText: 'Required Information' }).waitFor();
    await expectNoToastOver(page, page.getByRole('button', { name: 'Get My Quote' }));

    await page.getByLabel('Phone number').fill('07700 900458');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Toast Tester!').waitFor({ timeout: 10_000 });
    expect(await openToasts(page).count()).toBe(0);
    await expectNoToastOver(page, page.getByRole('button', { name: 'Get Another Quote' }));
    await page.getByText(/^(All prices include VAT at 20%|No VAT to add: we are not VAT-registered)$/).waitFor();
    await saveScreenshot(page, 'pricing-quote-display-vat-390');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'pricing-quote-display-vat-1280');
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'pricing-quote-display-vat-1280-dark');
    await context.close();
  });
});
