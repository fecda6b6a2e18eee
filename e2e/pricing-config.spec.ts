import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeJob, giveDetails, heading, JOB, openPricingPage } from './pricing-flow-helpers';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { saveLeadAsCustomer, signInToLeads } from './support/leads-journey';
import { openStaffApi, putBackPricingConfig, readPricingConfig, type Settings } from './support/settings-journey';

/**
 * Pricing Config (docs/product/pricing-config.md): staff edit the prices with a live sample and a
 * preview on real leads, save, and the customer's price on /pricing changes for the same
 * description; then they restore the previous version and the price comes back. The pricing
 * config is shared by every journey: the original is put back at the end.
 */

let browser: Browser;
let staffApi: { context: BrowserContext; api: APIRequestContext };
let original: Settings;
let staff: { context: BrowserContext; page: Page };
let priceBefore = 0;
let newBaseRate = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  staffApi = await openStaffApi(browser);
  original = await readPricingConfig(staffApi.api);
});

afterAll(async () => {
  try {
    await putBackPricingConfig(staffApi.api, original);
  } finally {
    await staff?.context.close();
    await staffApi.context.close();
    await browser.close();
  }
});

/** The customer's headline price on /pricing for the journeys' job, at 'As soon as possible'. */
async function quoteAsCustomer(name: string, phone: string): Promise<number> {
  const { context, page } = await openPricingPage(browser, PHONE);
  await describeJob(page, JOB);
  await giveDetails(page, name, phone);
  await page.getByLabel('As soon as possible').check();
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await heading(page, `Your Quote is Ready, ${name}!`).waitFor({ timeout: 10_000 });
  const price = await page.getByText(/^£[\d,]+$/).first().textContent();
  await context.close();
  return Number((price ?? '').replace(/[£,]/g, ''));
}

function poundsText(pounds: number): string {
  return `£${pounds.toFixed(2)}`;
}

describe('Pricing Config', () => {
  it("edits the prices with a live sample and a preview on this customer's lead, refusing a value that makes no sense", async () => {
    const customerName = `Pricing Journey ${Date.now()}`;
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    await saveLeadAsCustomer(customer, { customerName, phone: '07700 900771', jobDescription: JOB });
    await customer.close();
    priceBefore = await quoteAsCustomer('Before Change', '07700 900772');

    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    staff = { context, page };
    await signInToLeads(page);
    await page.getByRole('link', { name: 'Pricing Config' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Pricing Configuration' }).waitFor();
    for (const section of ['Basic Pricing', 'Urgency Modifiers', 'Complexity Modifiers', 'Sample Calculation']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await page.getByText(`${poundsText(original.baseRate as number)} an hour`, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-pricing-view-1280');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-pricing-view-390');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Edit Pricing' }).click();
    await page.getByText(/rates end in 00 or 50/).first().waitFor();
    const sampleTotal = page.getByRole('term').filter({ hasText: 'Total (rounded down to a multiple of 50p)' }).locator('xpath=following-sibling::dd[1]');
    const totalBefore = await sampleTotal.textContent();
    const previewTable = page.getByRole('region', { name: 'Recent leads priced with your changes' });
    const ourRow = previewTable.getByRole('row').filter({ hasText: customerName });
    await ourRow.waitFor();

    // A base rate £20.99 higher: the sample and the preview follow as staff type.
    newBaseRate = (original.baseRate as number) + 20.99;
    await page.getByLabel('Base rate (£ an hour)').fill(String(newBaseRate));
    await page.waitForFunction((before) => {
      const terms = [...document.querySelectorAll('dt')].find((dt) => dt.textContent?.startsWith('Total (rounded'));
      return terms?.nextElementSibling?.textContent !== before;
    }, totalBefore);
    await ourRow.filter({ hasText: /\+£\d+/ }).waitFor({ timeout: 10_000 });
    await page.getByText(/^Average change: \+£[\d,.]+ \(\+[\d.]+ %\)$/).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-pricing-edit-1280');

    // More than 24 working hours in a day is refused beside the field.
    const hours = page.getByLabel('Max daily hours');
    await hours.fill('25');
    await page.getByText('Must be between 1 and 24 hours.').waitFor();
    expect(await hours.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Fix the highlighted values to see the preview.').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-pricing-refused-390');
    await page.setViewportSize(DESKTOP);
    expect(await readPricingConfig(staffApi.api)).toEqual(original);
    await hours.fill(String(original.maxDailyHours));
    await page.getByText('Must be between 1 and 24 hours.').waitFor({ state: 'detached' });
  });

  it('saves, rounding the rate down to 50p, and the customer is priced with it on /pricing', async () => {
    const { page } = staff;
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Pricing configuration updated successfully', { exact: true }).waitFor();
    const rounded = Math.floor(newBaseRate * 2) / 2;
    await page.getByText(`${poundsText(rounded)} an hour`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Pricing' }).waitFor();
    expect((await readPricingConfig(staffApi.api)).baseRate).toBe(rounded);

    const priceAfter = await quoteAsCustomer('After Change', '07700 900773');
    expect(priceAfter).toBeGreaterThan(priceBefore);
  });

  it('restores the previous version from the history, and the customer price comes back', async () => {
    const { page } = staff;
    const history = page.getByRole('list', { name: 'Versions, newest first' });
    await history.getByText('Base rate:').first().waitFor();
    const restore = history.getByRole('button', { name: /^Restore version \d+$/ }).first();
    const label = ((await restore.textContent()) ?? '').trim();
    await restore.click();
    const dialog = page.getByRole('dialog', { name: `${label}?` });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`${label.replace('Restore v', 'V')} restored`, { exact: true }).waitFor();
    await page.getByText(`${poundsText(original.baseRate as number)} an hour`, { exact: true }).waitFor();
    await history.getByText(/^Restored from version \d+$/).first().waitFor();
    expect(await readPricingConfig(staffApi.api)).toEqual(original);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-pricing-restored-1280');

    expect(await quoteAsCustomer('After Restore', '07700 900774')).toBe(priceBefore);

    const dark = await newJourneyContext(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    const darkPage = await dark.newPage();
    await signInToLeads(darkPage);
    await darkPage.goto('/admin/pricing');
    await darkPage.getByRole('button', { name: 'Edit Pricing' }).click();
    await darkPage.getByRole('region', { name: 'Recent leads priced with your changes' }).getByRole('row').nth(1).waitFor();
    await expectNoAxeViolations(darkPage);
    await saveScreenshot(darkPage, 'admin-pricing-edit-dark-1280');
    await dark.close();
  });
});
