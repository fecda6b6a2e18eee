import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot, waitForAnimations } from './support/browser';
import { saveLeadAsCustomer, signInToLeads } from './support/leads-journey';

/**
 * Customer data (docs/product/customer-data.md). The journey saves its own customer through the
 * public API, with a phone number no other journey uses, and erases only that customer; it
 * changes no setting.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('customer data', () => {
  it('the owner finds a customer by phone written another way, downloads the JSON and erases them after typing ERASE', async () => {
    const digits = String(Date.now()).slice(-6);
    const national = `07700 9${digits.slice(-5)}`;
    const name = `Journey Erasure ${digits}`;
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    await saveLeadAsCustomer(context, { customerName: name, phone: national, jobDescription: 'Rehang a sticking back door' });
    const page = await context.newPage();
    await signInToLeads(page);

    await page.goto('/admin/customer-data');
    await page.getByRole('heading', { level: 1, name: 'Customer data' }).waitFor();
    await page.getByLabel('Phone number or email').fill(national.replace(/^0/, '+44 '));
    await page.getByRole('button', { name: 'Find customer' }).click();
    const summary = page.getByRole('region', { name: 'What is held' });
    await summary.getByText(name).waitFor();
    expect(await summary.getByRole('group', { name: 'Leads' }).textContent()).toContain('1');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'customer-data-1280');

    const [download] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);

    await summary.getByRole('button', { name: 'Erase customer data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this customer’s data?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Erase', exact: true }).isDisabled()).toBe(true);
    await waitForAnimations(page);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
    // The enabled Erase button too, once its colour has changed.
    await waitForAnimations(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'customer-data-erase-dialog-1280');
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.getByText(/^1 leads, \d+ webhook deliveries and \d+ interaction events erased\.$/).waitFor();

    await page.getByLabel('Phone number or email').fill(national);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await page.getByText('Nothing held').waitFor();
    await context.close();
  });

  it('works on a phone, in the dark theme, with the confirmation dialog fitting the screen', async () => {
    const digits = String(Date.now() + 7).slice(-6);
    const national = `07700 8${digits.slice(-5)}`;
    const name = `Journey Phone Erasure ${digits}`;
    const context = await newJourneyContext(browser, { viewport: PHONE, colorScheme: 'dark' });
    await saveLeadAsCustomer(context, { customerName: name, phone: national, jobDescription: 'Fit a new letterbox' });
    const page = await context.newPage();
    await signInToLeads(page);
    await page.goto('/admin/customer-data');
    await page.getByLabel('Phone number or email').fill(national);
    await page.getByLabel('Phone number or email').press('Enter');
    const summary = page.getByRole('region', { name: 'What is held' });
    await summary.getByText(name).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'customer-data-390-dark');
    await summary.getByRole('button', { name: 'Erase customer data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this customer’s data?' });
    await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'customer-data-erase-dialog-390-dark');
    await dialog.getByLabel('Type ERASE to confirm').press('Enter');
    await page.getByText('Customer data erased').first().waitFor();
    await context.close();
  });
});
