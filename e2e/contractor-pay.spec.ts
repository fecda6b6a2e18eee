import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { signInToLeads } from './support/leads-journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A lead staff took by phone and quoted £200, through the staff API as the leads screen does. */
async function addQuotedLead(page: Page, customerName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const created = await fetch('/api/admin/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerName: name, phone: '07700 900777', email: 'quoted.quinn@example.co.uk', address: '12 Acacia Avenue, Clapham, SW4 7AA', jobDescription: 'Hang three internal doors and fit new handles' }),
    });
    const lead = (await created.json()) as { id: string };
    await fetch(`/api/admin/leads/${lead.id}/quote`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ quoteAmount: 20_000 }) });
    return lead.id;
  }, customerName);
}

describe('the Contractor Pay Calculator', () => {
  it('adds a rate, deactivates and reactivates it, works out pay and margin for a quoted lead and copies the WhatsApp message', async () => {
    const stamp = Date.now();
    const customerName = `Quoted Quinn ${stamp}`;
    const contractor = `Journey Joiner ${stamp}`;
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    const page = await context.newPage();
    await signInToLeads(page);
    const leadId = await addQuotedLead(page, customerName);

    try {
      await page.getByRole('link', { name: 'Contractor Pay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contractor Pay Calculator' }).waitFor();

      // Add a rate: the form asks for what is missing first (docs/product/contractor-pay.md#contractor-rates).
      await page.getByRole('button', { name: 'Add Rate' }).click();
      await page.getByText('Enter a name', { exact: true }).waitFor();
      await page.getByText('The hourly rate must be above 0', { exact: true }).waitFor();
      await page.getByLabel('Name *').fill(contractor);
      await page.getByLabel('Hourly rate (£) *').fill('25');
      await page.getByRole('combobox', { name: 'Skill level' }).click();
      await page.getByRole('option', { name: 'Specialist' }).click();
      await page.getByLabel('Description').fill('Doors and carpentry');
      await page.getByRole('button', { name: 'Add Rate' }).click();
      await page.getByText('Contractor rate added successfully', { exact: true }).waitFor();
      const rateRow = page.getByRole('row').filter({ hasText: contractor });
      await rateRow.getByText('Active', { exact: true }).waitFor();
      expect(await rateRow.getByText('£25.00').count()).toBe(1);

      // Deactivate it: it leaves the contractors offered; reactivate it.
      await rateRow.getByRole('button', { name: `Deactivate ${contractor}` }).click();
      await page.getByText('Contractor rate updated successfully', { exact: true }).waitFor();
      await rateRow.getByText('Inactive', { exact: true }).waitFor();
      // Other rates may exist in the shared database; with none active the picker is replaced by a hint.
      const picker = page.getByRole('combobox', { name: 'Contractor' });
      if ((await picker.count()) > 0) {
        await picker.click();
        await page.getByRole('listbox').waitFor();
        expect(await page.getByRole('option', { name: new RegExp(contractor) }).count()).toBe(0);
        await page.keyboard.press('Escape');
      } else {
        await page.getByText('Add or activate a contractor rate to calculate pay.', { exact: true }).waitFor();
      }
      await rateRow.getByRole('button', { name: `Activate ${contractor}` }).click();
      await rateRow.getByText('Active', { exact: true }).waitFor();

      // Calculate: £200 quote, £25 an hour, 3 custom hours → £75 pay, £125 margin, 62.5 % green.
      await page.getByRole('combobox', { name: 'Lead' }).click();
      await page.getByRole('option', { name: new RegExp(customerName) }).click();
      // By keyboard: open the contractor picker, type to find the rate, Enter to choose it.
      const contractorPicker = page.getByRole('combobox', { name: 'Contractor' });
      await contractorPicker.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: new RegExp(contractor) }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
      await page.keyboard.type('Journey Joiner', { delay: 20 });
      await page.locator('[role="option"][data-highlighted]').filter({ hasText: contractor }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => contractorPicker.textContent()).toContain(contractor);
      await page.keyboard.press('Tab');
      await page.keyboard.type('3');
      expect(await page.getByLabel('Custom hours').inputValue()).toBe('3');
      const result = page.getByRole('region', { name: `Pay for ${customerName}'s job` });
      await result.getByText('3 hours', { exact: true }).waitFor();
      expect(await result.getByText('£75.00', { exact: true }).count()).toBe(1);
      expect(await result.getByText('£125.00', { exact: true }).count()).toBe(1);
      const percent = result.getByText('62.5%', { exact: true });
      expect(await percent.getAttribute('data-margin-band')).toBe('green');
      expect(await percent.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'contractor-pay-1280');

      // 6.5 hours → £162.50 pay, 18.8 % yellow; 8 hours → £200, 0 % red.
      await page.getByLabel('Custom hours').fill('6.5');
      expect(await result.getByText('18.8%', { exact: true }).getAttribute('data-margin-band')).toBe('yellow');
      await page.getByLabel('Custom hours').fill('8');
      expect(await result.getByText('0.0%', { exact: true }).getAttribute('data-margin-band')).toBe('red');
      await page.getByLabel('Custom hours').fill('3');

      // Copy the message (by keyboard), then read it back from the clipboard: job, area, hours
      // and pay, no contact details.
      await result.getByRole('button', { name: 'Copy WhatsApp Message' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Copied to Clipboard', { exact: true }).waitFor();
      await page.getByText('WhatsApp message ready to paste', { exact: true }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('Job: Hang three internal doors and fit new handles');
      expect(copied).toContain('Area: SW4');
      expect(copied).toContain('Estimated time: 3 hours');
      expect(copied).toContain('Pay: £75.00 (3 hours at £25.00 an hour)');
      expect(copied).toContain(`Hi Journey,`);
      for (const secret of ['07700 900777', 'quoted.quinn@example.co.uk', 'Acacia']) expect(copied).not.toContain(secret);

      // A phone, and the dark theme.
      await page.setViewportSize(PHONE);
      await result.getByRole('button', { name: 'Copy WhatsApp Message' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'contractor-pay-390');

      // The dark theme, in the same session (sign-ins are rate-limited per address).
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.getByRole('row').filter({ hasText: contractor }).waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'contractor-pay-1280-dark');
    } finally {
      await page.evaluate((id) => fetch(`/api/leads/${id}`, { method: 'DELETE' }), leadId);
      await context.close();
    }
  });
});
