import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a path that matches nothing', () => {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`shows the not-found screen on a ${label}`, async () => {
      const context = await newJourneyContext(browser, { viewport });
      const page = await context.newPage();
      const response = await page.goto('/no/such/page?x=1');
      // The server answers 404 with the app, which shows its not-found page (docs/product/shared-behaviour.md#routes).
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `not-found-${viewport.width}`);
      await context.close();
    });
  }
});
