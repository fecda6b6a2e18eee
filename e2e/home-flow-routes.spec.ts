import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  checkStage,
  expectRecommended,
  listMethodCards,
  openHomeFlow,
  reachMethodChoice,
  readDataLayer,
  readOutbox,
  stageOf,
  waitForHeading,
} from './support/home-flow';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function leadBodies(requests: Request[]): Record<string, unknown>[] {
  return requests.map((request) => request.postDataJSON() as Record<string, unknown>);
}

async function waitForOutboxEmpty(page: Page): Promise<void> {
  await expect.poll(() => readOutbox(page), { timeout: 15_000 }).toEqual([]);
}

describe('home-page flow: the three routes', () => {
  it('instant quote: every stage to Quote Submitted Successfully, with a refused and an accepted promo code', async () => {
    const { context, page } = await openHomeFlow(browser);
    const leadPosts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') leadPosts.push(request);
    });

    await reachMethodChoice(page, { name: 'jo bloggs', phone: '07700 900123', email: 'jo@example.co.uk' }, { check: true });
    expect(await listMethodCards(page)).toHaveLength(3);
    await checkStage(page, 'quote-method-selection');

    await page.getByRole('button', { name: /Online Quote/ }).click();
    await waitForHeading(page, 'Your Instant Quote, Jo Bloggs');
    expect(stageOf(page)).toBe('phone_quote');
    // '1-2 weeks' is promised that window, not 'Next day' (docs/product/shared-behaviour.md#availability).
    await page.getByText('We can complete this: Within 1-2 weeks').waitFor();
    expect(await page.locator('del', { hasText: '£65' }).count()).toBe(1);
    await checkStage(page, 'phone-quote');

    const code = page.getByLabel('Promo code');
    await code.fill('SUMMER');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid promo code').waitFor();
    await expectNoLayoutBreak(page);

    const before = await page.locator('text=Total estimate >> xpath=..').textContent();
    await code.fill('july10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo Code Applied!', { exact: true }).first().waitFor();
    await page.getByText('✓ 10% discount applied!').waitFor();
    expect(await code.isDisabled()).toBe(true);
    expect(await page.locator('text=Total estimate >> xpath=..').textContent()).not.toBe(before);
    await checkStage(page, 'phone-quote-promo-applied');

    await page.getByRole('button', { name: 'Lock In My Quote' }).click();
    await waitForHeading(page, 'Quote Submitted Successfully');
    await page.getByText("What's Next?").waitFor();
    await page.getByText("We'll contact you within 24 hours.").waitFor();
    await page.getByText('jo@example.co.uk').waitFor();
    await checkStage(page, 'send-quote');

    await waitForOutboxEmpty(page);
    const saves = leadBodies(leadPosts);
    expect(saves.map((save) => [save.source, save.status, save.outcome])).toEqual([
      ['customer_form_draft', 'draft', 'job_details_confirmed'],
      ['customer_form_draft', 'draft', 'quote_method_selected_instant_quote'],
      ['customer_form', 'new', 'phone_quote'],
    ]);
    expect(new Set(saves.map((save) => save.funnelKey)).size).toBe(1);
    expect(saves[2]).toMatchObject({ discountApplied: true, promoCode: 'july10', city: '', postcode: '', formStage: 'phone_quote' });
    expect(saves[2]?.estimatedPriceLow).toEqual(expect.any(Number));

    const events = await readDataLayer(page);
    expect(events.find((event) => event.event === 'quoteDisplayed')).toMatchObject({ currency: 'GBP', urgency: 'medium', taskCount: expect.any(Number) });
    expect(events.find((event) => event.event === 'leadSubmission')).toMatchObject({ currency: 'GBP', outcome: 'phone_quote' });

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await page.getByText('Question 2 of 2').waitFor();
    expect(stageOf(page)).toBe('welcome');
    expect(await page.getByRole('radio', { name: /Multiple Jobs/ }).isChecked()).toBe(false);
    await context.close();
  });

  it('video quote: the reasons, WhatsApp in a new tab, then Video Assessment Requested', async () => {
    const { context, page } = await openHomeFlow(browser);
    await reachMethodChoice(page, { name: 'Priya Shah', phone: '07700 900456', urgency: 'ASAP or within a few days' });

    await page.getByRole('button', { name: /Quote with Video/ }).click();
    await waitForHeading(page, 'Get a Video Quote on WhatsApp');
    await page.locator('#video-reasons-heading + ul li').first().waitFor();
    expect(await page.locator('#video-reasons-heading + ul li').count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Same day').waitFor();
    await checkStage(page, 'whatsapp-video');

    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Send On WhatsApp Now' }).click()]);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/447700900000');
    expect(url.searchParams.get('text')).toContain('Name: Priya Shah');
    await popup.close();

    await waitForHeading(page, 'Video Assessment Requested');
    // 'ASAP or within a few days' is called back within 2 hours, by the one availability rule.
    await page.getByText("We'll contact you within 2 hours.").waitFor();
    // The recap keeps the route and the way back to WhatsApp.
    await page.getByText('Quote with Video', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447700900000\?text=/);
    await checkStage(page, 'generate-message');
    const events = (await readDataLayer(page)).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(['whatsappClick', 'videoQuoteRequested', 'leadSubmission']));
    await context.close();
  });

  it('site visit: the price range, call and WhatsApp links, then Site Visit Requested', async () => {
    const { context, page } = await openHomeFlow(browser);
    await reachMethodChoice(page, { name: 'Sam Okafor', phone: '07700 900789', urgency: 'Immediate' });

    await page.getByRole('button', { name: /Site Visit/ }).click();
    await waitForHeading(page, 'Book a Site Visit');
    expect(await page.getByRole('link', { name: 'Call now to book' }).getAttribute('href')).toBe('tel:01632960000');
    expect(await page.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447700900000\?text=/);
    expect(await page.locator('del', { hasText: '£220' }).count()).toBe(1);
    await page.getByText('Available: Same day').waitFor();
    await checkStage(page, 'book-handyman');

    await page.getByRole('button', { name: 'Back to Quote Options' }).click();
    await waitForHeading(page, 'How should we handle your quote?');
    await page.getByRole('button', { name: /Site Visit/ }).click();
    await page.getByRole('button', { name: 'Request Site Visit' }).click();
    await waitForHeading(page, 'Site Visit Requested');
    // 'Immediate' is never told 'within 24 hours'.
    await page.getByText("We'll contact you within 2 hours.").waitFor();
    await checkStage(page, 'request-visit');
    const events = (await readDataLayer(page)).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(['siteVisitBooked', 'leadSubmission']));
    await context.close();
  });

  it('throws 200 pieces of confetti on the method screen, loaded only then', async () => {
    const { context, page } = await openHomeFlow(browser, { reducedMotion: false });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await reachMethodChoice(page, { name: 'Alex Reid', phone: '07700 900321' });

    await page.locator('canvas').first().waitFor({ state: 'attached' });
    expect(scripts.filter((script) => /confetti/.test(script))).toHaveLength(1);
    await expectRecommended(page, await firstCardTitle(page));
    await context.close();
  });
});

async function firstCardTitle(page: Page): Promise<string> {
  return (await listMethodCards(page))[0] ?? '';
}

/** The page never grows sideways on a phone (a long error or toast would show as a scroll bar). */
async function expectNoLayoutBreak(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
