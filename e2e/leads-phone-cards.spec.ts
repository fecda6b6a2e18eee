import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { saveLeadAsCustomer, signInToLeads } from './support/leads-journey';

// Lead Management on a 390 px phone: the table becomes cards, and the whole card opens the lead
// (docs/product/lead-management.md#phone-cards).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('leads on a phone', () => {
  it('lists leads as cards with name, age, route, price and status; a card opens the lead', async () => {
    const context = await newJourneyContext(browser, { viewport: PHONE });
    const name = `Card Journey ${Date.now() % 100_000}`;
    await saveLeadAsCustomer(context, { customerName: name, phone: '07700 900777', jobDescription: 'Fix a dripping kitchen tap and put up 3 shelves' });
    const page = await context.newPage();
    await signInToLeads(page);
    await page.getByRole('searchbox').or(page.getByLabel(/Search/)).first().fill(name);

    const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
    await card.waitFor();
    expect(await page.getByRole('table', { name: 'Leads' }).count()).toBe(0);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(name);
    expect(text).toMatch(/just now|\d+ min ago/);
    expect(text).toMatch(/£\d/);
    expect(text).toContain('Customer chose: Online Quote (locked in)');
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-leads-cards-390');

    await card.click();
    await page.getByRole('dialog').getByText(name).first().waitFor();
    await saveScreenshot(page, 'admin-leads-card-opened-390');
    const choice = page.getByRole('dialog').getByRole('region', { name: 'What the customer chose' });
    await choice.scrollIntoViewIfNeeded();
    expect(await choice.textContent()).toMatch(/Route chosenOnline Quote \(locked in\)Range shown£\d/);
    await page.screenshot({ path: 'test-results/screenshots/admin-leads-customer-choice-390.png' });

    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('table', { name: 'Leads' }).waitFor();
    await saveScreenshot(page, 'admin-leads-table-1280');
    await context.close();
  });
});
