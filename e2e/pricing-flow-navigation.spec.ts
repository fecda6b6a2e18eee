import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB, currentStep, describeJob, descriptionBox, giveDetails, heading, openPricingPage } from './pricing-flow-helpers';
import { launchBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('going back and reloading on the pricing page', () => {
  it("goes back with 'Go Back' and the browser's Back button, and keeps the step on reload", async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    await describeJob(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await heading(page, "Need a hand? Let's price it.").waitFor();
    expect(await descriptionBox(page).inputValue()).toBe(JOB);

    await page.getByRole('button', { name: 'See Pricing' }).click();
    await heading(page, "What we'll quote for:").waitFor();
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await heading(page, 'Almost there!').waitFor();
    await page.getByLabel('Your name').fill('Priya');

    await page.reload();
    await heading(page, 'Almost there!').waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Priya');

    await page.goBack();
    await heading(page, "What we'll quote for:").waitFor();
    await page.goBack();
    await heading(page, "Need a hand? Let's price it.").waitFor();
    await page.goForward();
    await heading(page, "What we'll quote for:").waitFor();
    expect(await currentStep(page)).toBe('job_confirmation');

    await page.reload();
    await heading(page, "What we'll quote for:").waitFor();
    await context.close();
  });

  it('goes back from the quote to the details, and never back into a cleared quote', async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    await describeJob(page);
    await giveDetails(page, 'Jo Walker', '07700 900102');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Jo Walker!').waitFor({ timeout: 10_000 });

    await page.goBack();
    await heading(page, 'Almost there!').waitFor();
    await page.goForward();
    await heading(page, 'Your Quote is Ready, Jo Walker!').waitFor();

    await page.getByRole('button', { name: 'Get Another Quote' }).click();
    await heading(page, "Need a hand? Let's price it.").waitFor();
    await page.goBack();
    // The analysis was cleared: the old quote cannot be shown again.
    await page.waitForFunction(() => document.querySelector('[data-pricing-step]')?.getAttribute('data-pricing-step') === 'job_input');
    await heading(page, "Need a hand? Let's price it.").waitFor();
    await context.close();
  });
});
