import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { newStaffContext, signInOnce, type StaffCookies } from './support/staff-session';

// UK basics on every public page: the footer, the privacy notice and terms the firm edits, and
// the 404 page under the public layout (docs/product/shared-behaviour.md#footer).

let browser: Browser;
let staff: StaffCookies;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signInOnce(browser);
});
afterAll(() => browser.close());

describe('public pages', () => {
  for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    it(`shows the footer with the legal links, and the privacy notice and terms, at ${label} px`, async () => {
      const context = await newJourneyContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto('/pricing');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Privacy notice' }).waitFor();
      await page.getByText(/from [\d,]+ reviews?$/).waitFor();
      await saveScreenshot(page, `pricing-job-input-rating-${label}`);
      expect(await footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');

      await footer.getByRole('link', { name: 'Privacy notice' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Your rights' }).waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `public-privacy-${label}`);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `public-terms-${label}`);

      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `public-404-${label}`);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Who is this quote for?' }).waitFor();
      await context.close();
    });
  }

  it('lets staff edit the claims and the legal pages on App Settings', async () => {
    const context = await newStaffContext(browser, staff, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Claims' }).waitFor();
    expect(await page.getByLabel('Online Quote accuracy').inputValue()).not.toBe('');
    await page.getByRole('heading', { name: 'Company and Legal Pages' }).waitFor();
    await page.getByRole('switch', { name: 'VAT-registered' }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-app-settings-1280');
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'admin-app-settings-390');
    await context.close();
  });
});
