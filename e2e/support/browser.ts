import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium's own background connections are refused by the closed network here.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type JourneyContextOptions = { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' };

/** A fresh browser profile against the running app; fails the test on a page error. */
export async function newJourneyContext(browser: Browser, options: JourneyContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: options.viewport ?? PHONE,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });
  return context;
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Waits until the page's finite animations (a dialog's opening fade, a button's colour change)
 * have finished: half-faded text is not the colour it settles on, so axe checks the settled page.
 */
/**
 * Waits until the app has started: a customer page first paints the build's inert copy of its
 * first screen, and the app's code starts after that paint and replaces it
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-paint). Nothing in the copy can
 * be focused or clicked.
 */
export async function waitForAppStarted(page: Page): Promise<void> {
  await page.locator('#root > [inert]').waitFor({ state: 'detached' });
}

export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Runs axe-core in the page and fails with a readable list of any WCAG A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, so the page's strict CSP does not block it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  const readable = (violations as AxeViolation[]).map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(readable).toEqual([]);
}

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Screenshots are kept for a person to look at; they are not compared. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
