import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { openHomeFlow, reachMethodChoice, waitForHeading } from './support/home-flow';
import { signInToLeads } from './support/leads-journey';
import { describeJob, giveDetails, heading, openPricingPage } from './pricing-flow-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a quote link (docs/product/home-flow.md#quote-link)', () => {
  it('a customer finishes the Online Quote at 390 px and a fresh browser opens the same recap from the link', async () => {
    const { context, page } = await openHomeFlow(browser);
    const leadIds = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== '/api/leads') return;
      const body = (await response.json().catch(() => null)) as { id?: string } | null;
      if (body?.id) leadIds.add(body.id);
    });
    await reachMethodChoice(page, { name: 'Priya Shah', phone: '07700 900456', email: 'priya@example.co.uk' });
    await page.getByRole('button', { name: /Online Quote/ }).click();
    await page.getByRole('button', { name: 'Lock In My Quote' }).click();
    await waitForHeading(page, 'Quote Submitted Successfully');

    const tasks = await page.getByRole('list', { name: 'Your tasks' }).getByRole('listitem').allTextContents();
    const rangeText = (await page.locator('dd span.tabular-nums').first().textContent())?.trim();
    expect(tasks.length).toBeGreaterThan(0);
    expect(rangeText).toMatch(/^£\d[\d,]* – £\d[\d,]*$/);

    const linkElement = page.getByTestId('quote-link');
    await linkElement.waitFor({ timeout: 15_000 });
    const link = (await linkElement.textContent())?.trim() ?? '';
    expect(link).toMatch(/\/q\/[0-9a-f]{40}$/);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await expectNoAxeViolations(page);
    await linkElement.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'quote-link-confirmation-390');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'quote-link-confirmation-1280');
    await context.close();

    for (const [viewport, colorScheme, name] of [
      [PHONE, 'light', 'quote-link-page-390'],
      [DESKTOP, 'light', 'quote-link-page-1280'],
      [PHONE, 'dark', 'quote-link-page-390-dark'],
    ] as const) {
      const fresh = await newJourneyContext(browser, { viewport, colorScheme });
      const other = await fresh.newPage();
      const response = await other.goto(new URL(link).pathname);
      expect(response?.status()).toBe(200);
      await waitForHeading(other, 'Your quote');
      await other.getByText('Hi Priya,', { exact: false }).waitFor();
      expect(await other.getByRole('list', { name: 'Your tasks' }).getByRole('listitem').allTextContents()).toEqual(tasks);
      await other.getByText(rangeText ?? '', { exact: true }).waitFor();
      expect(await other.getByText('07700 900456').count()).toBe(0);
      expect(await other.getByText('priya@example.co.uk').count()).toBe(0);
      await expectNoAxeViolations(other);
      await saveScreenshot(other, name);
      await fresh.close();
    }

    const unknown = await newJourneyContext(browser);
    const lost = await unknown.newPage();
    await lost.goto(`/q/${'0'.repeat(40)}`);
    await lost.getByText('This quote link has expired or does not exist').waitFor();
    await expectNoAxeViolations(lost);
    await saveScreenshot(lost, 'quote-link-unknown-390');
    await unknown.close();

    // Staff see that the customer has a link and until when (not the link itself).
    expect(leadIds.size).toBe(1);
    const staff = await newJourneyContext(browser, { viewport: DESKTOP });
    const office = await staff.newPage();
    await signInToLeads(office);
    await office.goto(`/admin/leads?lead=${[...leadIds][0]}`);
    const panel = office.getByRole('dialog');
    const linkState = panel.getByText(/The customer has a link, valid until \d/);
    await linkState.waitFor();
    await linkState.scrollIntoViewIfNeeded();
    expect(await panel.getByText(link).count()).toBe(0);
    await office.screenshot({ path: 'test-results/screenshots/quote-link-crm-panel-1280.png' });
    await staff.close();
  });

  it('the video confirmation keeps Open WhatsApp, with a QR code of the same link on desktop only', async () => {
    const { context, page } = await openHomeFlow(browser);
    await reachMethodChoice(page, { name: 'Quinn Video', phone: '07700 900789' });
    await page.getByRole('button', { name: /Quote with Video/ }).click();
    await waitForHeading(page, 'Get a Video Quote on WhatsApp');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Send On WhatsApp Now' }).click()]);
    await popup.close();
    await waitForHeading(page, 'Video Assessment Requested');
    await page.getByRole('link', { name: 'Open WhatsApp' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR code that opens WhatsApp on your phone' });
    expect(await qr.isVisible()).toBe(false);
    await page.getByTestId('quote-link').waitFor({ timeout: 15_000 });
    await page.setViewportSize(DESKTOP);
    await qr.waitFor();
    expect(await qr.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'quote-link-video-confirmation-1280');
    await context.close();
  });

  it('the pricing page shows the same link under its quote at 390 px, and a fresh browser opens the same range', async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    await describeJob(page);
    await giveDetails(page, 'Rhys Link', '07700 900457');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Rhys Link!').waitFor({ timeout: 15_000 });
    const priceText = (await page.getByText(/^Price range:/).textContent()) ?? '';
    const [low, high] = [...priceText.matchAll(/£[\d,]+/g)].map((match) => match[0]);
    expect(low && high).toBeTruthy();

    const linkElement = page.getByTestId('quote-link');
    await linkElement.waitFor({ timeout: 15_000 });
    const link = (await linkElement.textContent())?.trim() ?? '';
    expect(link).toMatch(/\/q\/[0-9a-f]{40}$/);
    await expectNoAxeViolations(page);
    await linkElement.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'quote-link-pricing-390');
    await context.close();

    const fresh = await newJourneyContext(browser, { viewport: PHONE });
    const other = await fresh.newPage();
    const response = await other.goto(new URL(link).pathname);
    expect(response?.status()).toBe(200);
    await waitForHeading(other, 'Your quote');
    await other.getByText('Hi Rhys,', { exact: false }).waitFor();
    await other.getByText(`${low} – ${high}`, { exact: true }).waitFor();
    expect(await other.getByText('07700 900457').count()).toBe(0);
    await expectNoAxeViolations(other);
    await saveScreenshot(other, 'quote-link-pricing-page-390');
    await fresh.close();
  });
});
