import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionBox, documentBox, openPricingPage } from './pricing-flow-helpers';
import { expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, waitForAppStarted } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the job_input step', () => {
  it('reserves room for the carousel and the typing hint, so nothing shifts', async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    const carousel = page.getByRole('region', { name: 'Example quotes' });
    const button = page.getByRole('button', { name: 'See Pricing' });
    const before = { carousel: await documentBox(carousel), button: await documentBox(button) };

    // Several typed characters, a slide change and a testimonial change later…
    await page.clock.runFor(6000);
    // …the testimonial just shown is readable at once (a fade would leave it faint for a moment).
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show example quote 3 of 5' }).click();
    expect(await page.getByRole('button', { name: 'Show example quote 3 of 5' }).getAttribute('aria-current')).toBe('true');
    const after = { carousel: await documentBox(carousel), button: await documentBox(button) };
    expect(after).toEqual(before);

    // Typing stops the hint without moving the button.
    await descriptionBox(page).fill('Fix');
    expect(await documentBox(button)).toEqual(before.button);

    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await context.close();
  });

  it('keeps the typing hint still when reduced motion is asked for', async () => {
    const context = await newJourneyContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pricing');
    // The first paint is the build's inert copy of the page; the hint moves (or not) once React runs.
    await waitForAppStarted(page);
    const hint = page.getByText('For example:').locator('..');
    const first = await hint.textContent();
    await page.waitForTimeout(500);
    expect(await hint.textContent()).toBe(first);
    expect(first?.length ?? 0).toBeGreaterThan('For example: '.length + 10);
    await context.close();
  });
});
