import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { saveLeadAsCustomer, signInToLeads } from './support/leads-journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('lead management', () => {
  it('finds, works and deletes the lead a customer has just sent', async () => {
    const customerName = `Journey Customer ${Date.now()}`;
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    const { id } = await saveLeadAsCustomer(customer, {
      customerName,
      phone: '+44 7700 900456',
      jobDescription: 'Fix the dripping bathroom tap and hang a heavy mirror above the sink',
    });
    await customer.close();

    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await signInToLeads(page);

    // Find it.
    await page.getByLabel('Search leads by name, phone or job description').fill(customerName);
    await page.waitForURL((url) => url.searchParams.get('search') === customerName);
    const row = page.getByRole('row').filter({ hasText: customerName });
    await row.waitFor();
    expect(await row.getByText('Fix the dripping bathroom tap and hang a heavy mir...').count()).toBe(1);
    expect(await row.getByText('New', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'leads-list-1280');

    // Open it.
    await row.getByRole('button', { name: `View lead for ${customerName}` }).click();
    const panel = page.getByRole('dialog', { name: customerName });
    await panel.getByRole('heading', { name: 'Status and timeline' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lead')).toBe(id);
    for (const section of ['Customer information', 'Job details', 'AI selected quote method', 'Pricing breakdown', 'AI analysis JSON', 'AI recommendation JSON']) {
      expect(await panel.getByRole('heading', { name: section }).count()).toBe(1);
    }
    expect(await panel.getByText(id).count()).toBe(1);
    await saveScreenshot(page, 'leads-panel-1280');
    await panel.getByText('Show AI analysis JSON').click();
    await panel.getByLabel('AI analysis JSON content').waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'leads-panel-json-1280');

    // Change its status, with a note, then add another note.
    await panel.getByRole('combobox', { name: 'Change status to' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await panel.getByLabel('Note about the change (optional)').fill('Rang them; photos on the way');
    await panel.getByRole('button', { name: 'Update status' }).click();
    await page.getByText('Status Updated', { exact: true }).waitFor();
    await panel.getByText('Status changed from New to Contacted').waitFor();
    await panel.getByText('Rang them; photos on the way').waitFor();
    expect(await panel.getByText(`by ${inject('adminEmail')}`).count()).toBeGreaterThanOrEqual(1);
    await panel.getByLabel('Add a note').fill('Prefers mornings before 10');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await panel.getByText('Prefers mornings before 10').waitFor();
    expect(await panel.getByText('Note added').count()).toBe(1);

    // Edit the final quote inline: pre-filled with two decimals; the check saves it.
    await panel.getByRole('button', { name: `Edit final quote for ${customerName}` }).click();
    const quoteInput = panel.getByLabel(`Final quote in pounds for ${customerName}`);
    expect(await quoteInput.inputValue()).toMatch(/^\d+\.\d{2}$/);
    await quoteInput.fill('149.99');
    await panel.getByRole('button', { name: 'Save final quote' }).click();
    await page.getByText('Quote Updated', { exact: true }).waitFor();
    await panel.getByText('Final quote set to £149.99').waitFor();
    expect(await panel.getByText('£149.99', { exact: true }).count()).toBe(1);

    // (Escape would first dismiss the toast, the top layer; the close button is one step.)
    await panel.getByRole('button', { name: 'Close lead details' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('lead')).toBeNull();
    await row.getByText('£150', { exact: true }).waitFor();
    await row.getByText('Contacted', { exact: true }).waitFor();

    // The Contacted filter keeps it; the view survives a reload.
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^Contacted/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'contacted');
    await page.reload();
    await page.getByRole('row').filter({ hasText: customerName }).waitFor();
    expect(await page.getByLabel('Search leads by name, phone or job description').inputValue()).toBe(customerName);

    // Export what is shown: spreadsheet-safe.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toContain('"Customer name","Phone"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${customerName}","'+44 7700 900456"`);
    expect(lines[1]).toContain(',149.99,');
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);

    // Delete it, after the browser's confirmation.
    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete lead for ${customerName}` }).click();
    await page.getByText('Lead Deleted', { exact: true }).waitFor();
    expect(confirmation).toMatch(/permanent.*cannot be undone/);
    await page.getByText('No leads found matching your criteria', { exact: true }).waitFor();
    await context.close();
  });

  it('works on a phone: the leads are cards and the panel fills the screen', async () => {
    const customerName = `Phone Journey ${Date.now()}`;
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    await saveLeadAsCustomer(customer, { customerName, phone: '07700 900789', jobDescription: 'Put up three shelves in the alcove' });
    await customer.close();

    const context = await newJourneyContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await signInToLeads(page);
    // Below 768 px the table becomes cards (docs/product/lead-management.md#phone-cards).
    const card = page.getByRole('button', { name: new RegExp(`^${customerName}`) });
    await card.waitFor();
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'leads-list-390');
    await card.click();
    await page.getByRole('dialog', { name: customerName }).getByRole('heading', { name: 'Customer information' }).waitFor();
    await saveScreenshot(page, 'leads-panel-390');
    await context.close();
  });

  it('reads well in the dark theme: badges and panel keep their contrast', async () => {
    const customerName = `Dark Journey ${Date.now()}`;
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    await saveLeadAsCustomer(customer, { customerName, phone: '07700 900654', jobDescription: 'Repaint the front door and fit a new letterbox' });
    await customer.close();

    const context = await newJourneyContext(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInToLeads(page);
    await page.getByRole('row').filter({ hasText: customerName }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'leads-list-dark-1280');
    await page.getByRole('button', { name: `View lead for ${customerName}` }).click();
    await page.getByRole('dialog', { name: customerName }).getByRole('heading', { name: 'Status and timeline' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
