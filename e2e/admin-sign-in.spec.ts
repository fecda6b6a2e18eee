import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('staff sign-in', () => {
  it('sends a signed-out visitor of an admin screen to sign in, and back to that screen afterwards', async () => {
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/admin/pricing');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/pricing');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-login-1280');

    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email or password is incorrect').waitFor();

    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/pricing');
    await page.getByRole('heading', { level: 1, name: 'Pricing Configuration' }).waitFor();
    const current = page.locator('nav a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain('Pricing Config');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-layout-1280');

    // The nine links, and the current-page marker follows navigation; /admin marks Lead Management.
    expect(await page.locator('nav a').filter({ hasText: /./ }).count()).toBeGreaterThanOrEqual(9);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toContain('Lead Management');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.goto('/admin/settings');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await context.close();
  });

  it('works on a phone: the sidebar opens from a menu button', async () => {
    const context = await newJourneyContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();
    await saveScreenshot(page, 'admin-layout-390');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Conversion Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conversion Analytics' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
