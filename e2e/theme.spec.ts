import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Records whether <html> had the dark class when the document finished parsing, before React
 * mounted or anything was painted from it: the proof that there is no flash of the wrong theme.
 */
async function darkAtFirstPaint(context: BrowserContext, storedTheme: string | null): Promise<{ early: boolean; late: boolean }> {
  await context.addInitScript((theme) => {
    if (location.protocol === 'about:') return; // the blank page before navigation has no storage
    if (theme === null) localStorage.removeItem('theme');
    else localStorage.setItem('theme', theme);
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { __darkEarly: boolean }).__darkEarly = document.documentElement.classList.contains('dark');
      }
    });
  }, storedTheme);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForLoadState('load');
  const early = await page.evaluate(() => (window as unknown as { __darkEarly: boolean }).__darkEarly);
  const late = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  return { early, late };
}

describe('the theme at start-up', () => {
  const cases = [
    { stored: 'dark', system: 'light', dark: true },
    { stored: 'light', system: 'dark', dark: false },
    { stored: null, system: 'dark', dark: true },
    { stored: null, system: 'light', dark: false },
  ] as const;

  for (const { stored, system, dark } of cases) {
    it(`is ${dark ? 'dark' : 'light'} with stored theme ${stored ?? 'none'} and a ${system} system preference`, async () => {
      const context = await newJourneyContext(browser, { colorScheme: system });
      const result = await darkAtFirstPaint(context, stored);
      expect(result).toEqual({ early: dark, late: dark });
      await context.close();
    });
  }
});
