import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callStaffApi, type QuoteEngineConfigJson, readQuoteEngineConfig, saveQuoteEngineConfig } from './support/admin-api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { expectRecommended, JOB_DESCRIPTION, openHomeFlow, reachMethodChoice } from './support/home-flow';
import { saveLeadAsCustomer } from './support/leads-journey';
import { newStaffContext, signInOnce, type StaffCookies } from './support/staff-session';

// Quote Engine Config (docs/product/quote-engine.md#screen): a threshold moved is seen in the
// test box and the impact panel, saved, and followed by a customer's recommendation on /; the
// suggested tuning loads into the draft. The saved config is shared by every journey, so each
// test puts the original back at the end.

let browser: Browser;
let staff: StaffCookies;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signInOnce(browser);
});
afterAll(() => browser.close());

async function openQuoteEngine(page: Page): Promise<void> {
  await page.goto('/admin/quote-engine');
  await page.getByRole('slider', { name: 'Instant quote threshold' }).waitFor();
}

async function moveToZero(page: Page, slider: string): Promise<void> {
  await page.getByRole('slider', { name: slider }).focus();
  await page.keyboard.press('Home');
  expect(await page.getByRole('slider', { name: slider }).getAttribute('aria-valuetext')).toBe('0.00');
}

function impactHeadline(page: Page) {
  return page.getByRole('region', { name: 'Impact before saving' }).getByText(/ would move to a different method\.$/);
}

describe('quote engine config', () => {
  it("moves the thresholds, sees the test box and the impact change, saves, and a customer's recommendation follows", async () => {
    // Leads with an analysis for the impact panel: the server analyses each as it saves it.
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    for (const suffix of ['A', 'B']) {
      await saveLeadAsCustomer(customer, { customerName: `Impact Journey ${suffix} ${Date.now()}`, phone: '07700 900222', jobDescription: JOB_DESCRIPTION });
    }
    await customer.close();

    const context = await newStaffContext(browser, staff, { viewport: DESKTOP });
    const page = await context.newPage();
    await openQuoteEngine(page);
    const original = await readQuoteEngineConfig(page);
    try {
      // Start from the defaults, whatever another journey left: Reset to Default, then save.
      await page.getByRole('button', { name: 'Reset to Default' }).click();
      await page.getByText('Reset to Default', { exact: true }).last().waitFor();
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await page.getByText('Configuration Saved', { exact: true }).waitFor();

      // The test box: the home flow's job, as the customer below answers it.
      const box = page.getByRole('region', { name: 'Test the configuration' });
      await box.getByLabel('Job description').fill(JOB_DESCRIPTION);
      await box.getByRole('combobox', { name: 'Job scope' }).click();
      await page.getByRole('option', { name: 'Multiple jobs' }).click();
      await box.getByRole('button', { name: 'Test Configuration' }).click();
      const result = box.getByRole('region', { name: 'Test result' });
      await result.getByText('Video Quote', { exact: true }).waitFor();
      await expect.poll(() => impactHeadline(page).textContent()).toMatch(/^0 of \d+ leads? would move/);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'quote-engine-1280');

      // Every threshold to 0: every score is at or above the site-visit threshold.
      await moveToZero(page, 'Instant quote threshold');
      await moveToZero(page, 'Video quote threshold');
      await moveToZero(page, 'Site visit threshold');
      await result.getByText('Site Visit', { exact: true }).waitFor();
      await expect.poll(() => impactHeadline(page).textContent()).toMatch(/^[1-9]\d* of \d+ leads? would move/);
      expect(await page.getByText('Unsaved changes').count()).toBe(1);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'quote-engine-draft-1280');

      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await page.getByText('Configuration Saved', { exact: true }).waitFor();
      // The earlier save's toast may still be on screen: wait for this save to reach the server.
      await expect.poll(async () => (await readQuoteEngineConfig(page)).thresholds).toEqual({ instantQuote: 0, videoQuote: 0, siteVisit: 0 });

      // A customer on / now sees a site visit recommended.
      const home = await openHomeFlow(browser);
      await reachMethodChoice(home.page, { name: 'Threshold Journey', phone: '07700 900333' });
      await expectRecommended(home.page, 'Site Visit');
      await home.context.close();

      // The history puts the version before back (the defaults saved above), as a new version.
      const history = page.getByRole('list', { name: 'Versions, newest first' });
      await history.getByText('Site visit threshold:').first().waitFor();
      await history.getByRole('button', { name: /^Restore version \d+$/ }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
      await page.getByText(/^Version \d+ restored\.$/).waitFor();
      expect(await page.getByRole('slider', { name: 'Instant quote threshold' }).getAttribute('aria-valuetext')).toBe('0.60');
      expect((await readQuoteEngineConfig(page)).thresholds).toEqual({ instantQuote: 0.6, videoQuote: 0.8, siteVisit: 0.95 });
      await expectNoAxeViolations(page);
    } finally {
      await saveQuoteEngineConfig(page, original);
      await context.close();
    }
  });

  it('works on a phone and in the dark theme, impact tables and all', async () => {
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    await saveLeadAsCustomer(customer, { customerName: `Phone Impact ${Date.now()}`, phone: '07700 900555', jobDescription: JOB_DESCRIPTION });
    await customer.close();
    const context = await newStaffContext(browser, staff, { viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    await openQuoteEngine(page);
    await page.getByRole('region', { name: 'Impact before saving' }).getByText(/would move to a different method/).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'quote-engine-390-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('loads the suggested tuning into the draft with one click, and saves nothing', async () => {
    const context = await newStaffContext(browser, staff, { viewport: DESKTOP });
    const page = await context.newPage();
    await openQuoteEngine(page);
    const original = await readQuoteEngineConfig(page);
    try {
      // Twenty confident judgements that a small plastering job needs a visit, which the
      // saved config does not give it: enough for a suggestion that changes something.
      const job = 'Patch a small crack in the hallway plaster';
      const ai = await callStaffApi<{ action: string }>(page, 'POST', '/api/quote-engine/analyze', {
        jobDescription: job,
        customerType: 'residential',
        jobScope: 'single',
        urgency: 'normal',
      });
      const wanted = ai.action === 'site_visit' ? 'instant_quote' : 'site_visit';
      for (let index = 0; index < 20; index += 1) {
        await callStaffApi(page, 'POST', '/api/training/record', {
          jobDescription: job,
          customerType: 'residential',
          jobScope: 'single',
          urgency: 'normal',
          aiRecommendation: ai.action,
          humanRecommendation: wanted,
          humanConfidence: 5,
        });
      }
      const suggestion = await callStaffApi<{ status: string; config: QuoteEngineConfigJson; changes: unknown[] }>(page, 'GET', '/api/training/suggested-tuning');
      expect(suggestion.status).toBe('ready');
      expect(suggestion.changes.length).toBeGreaterThan(0);

      await page.reload();
      const card = page.getByRole('region', { name: 'Suggested tuning' });
      await card.getByRole('button', { name: 'Load Suggested Tuning' }).click();
      await page.getByText('Suggested Tuning Loaded', { exact: true }).waitFor();
      for (const [name, value] of [
        ['Instant quote threshold', suggestion.config.thresholds.instantQuote],
        ['Video quote threshold', suggestion.config.thresholds.videoQuote],
        ['Complexity weight', suggestion.config.weights.complexity],
      ] as const) {
        expect(await page.getByRole('slider', { name }).getAttribute('aria-valuetext'), name).toBe(Number(value).toFixed(2));
      }
      expect(await page.getByText('Unsaved changes').count()).toBe(1);
      await impactHeadline(page).waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'quote-engine-suggested-1280');
      expect(await readQuoteEngineConfig(page)).toEqual(original);
    } finally {
      await saveQuoteEngineConfig(page, original);
      await context.close();
    }
  });
});
