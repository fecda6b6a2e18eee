import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB, currentStep, describeJob, descriptionBox, expectNoSidewaysScroll, giveDetails, heading, listLeadsByPhone, openPricingPage } from './pricing-flow-helpers';
import { expectNoAxeViolations, launchBrowser, PHONE, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('failures on the pricing page', () => {
  it('shows the Analysis Error toast and returns to the description when the analysis fails', async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    await page.route('**/api/analyze-job', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'engine down' }));

    await descriptionBox(page).fill(JOB);
    await page.getByRole('button', { name: 'See Pricing' }).click();

    await page.getByText('Analysis Error', { exact: true }).waitFor();
    await page.getByText("We couldn't analyze your request. Please try again.", { exact: true }).waitFor();
    await heading(page, "Need a hand? Let's price it.").waitFor();
    expect(await descriptionBox(page).inputValue()).toBe(JOB);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-analysis-error-390');

    expect(await currentStep(page)).toBe('job_input');
    await context.close();
  });

  it('still shows the quote when the lead save fails, and the retry delivers the lead exactly once', async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    const attempts: { status: number; key: string | null }[] = [];
    let failuresLeft = 1;
    await page.route('**/api/leads', async (route) => {
      const key = route.request().headers()['idempotency-key'] ?? null;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        attempts.push({ status: 503, key });
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'database restarting' });
        return;
      }
      const response = await route.fetch();
      attempts.push({ status: response.status(), key });
      await route.fulfill({ response });
    });

    const phone = '07700 900103';
    await describeJob(page);
    await giveDetails(page, 'Gareth Price', phone);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Gareth Price!').waitFor({ timeout: 10_000 });

    // The outbox retries after its back-off (1 s for the first retry).
    await expect.poll(() => attempts.length, { timeout: 15_000 }).toBe(2);
    expect(attempts[0]?.status).toBe(503);
    expect(attempts[1]?.status).toBe(201);
    expect(attempts[1]?.key).toBe(attempts[0]?.key);
    expect(attempts[0]?.key).toBeTruthy();

    // A reload must not send it again: the outbox is empty once the server answered.
    await page.reload();
    await heading(page, 'Your Quote is Ready, Gareth Price!').waitFor();
    await page.waitForTimeout(1500);
    expect(attempts).toHaveLength(2);
    expect(await listLeadsByPhone(context, phone)).toHaveLength(1);
    await context.close();
  });
});
