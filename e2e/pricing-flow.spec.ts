import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB, dataLayerEvents, describeJob, descriptionBox, expectNoAxeViolationsInSnapshot, expectNoSidewaysScroll, giveDetails, heading, holdAnalysis, listLeadsByPhone, openPricingPage } from './pricing-flow-helpers';
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the pricing page on a phone', () => {
  it('takes a description to a quote, saves the lead and dials the business', async () => {
    const interactions: { flow: string; step: string; action: string; status: Promise<number | undefined> }[] = [];
    const { context, page } = await openPricingPage(browser, PHONE, {
      beforeLoad: (newPage) => {
        newPage.on('request', (request) => {
          if (!request.url().endsWith('/api/form-interaction')) return;
          const event = request.postDataJSON() as { flow: string; step: string; action: string };
          interactions.push({ ...event, status: request.response().then((response) => response?.status()) });
        });
      },
    });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-1-job-input-390');

    // Hold the analysis so the waiting screen can be checked.
    const releaseAnalysis = await holdAnalysis(page);
    await descriptionBox(page).fill(JOB);
    await page.getByRole('button', { name: 'See Pricing' }).click();
    await heading(page, 'Analyzing Your Request').waitFor();
    await page.getByText('Checking our previous jobs...').waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-2-analyzing-390');
    releaseAnalysis();

    await heading(page, "What we'll quote for:").waitFor();
    await page.getByText('Please confirm these tasks match what you need').waitFor();
    expect(await page.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
    await page.getByText('Similar jobs took around:').waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-3-job-confirmation-390');

    const phone = '07700 900101';
    await giveDetails(page, 'sam taylor', phone);
    await page.getByLabel('As soon as possible').check();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-4-lead-capture-390');

    // Stop the clock so the 1500 ms wait holds while the generating screen is checked.
    await page.clock.pauseAt(Date.now() + 60_000);
    const leadSaved = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Creating Your Quote').waitFor();
    await page.getByText('Calculating the best price for your job...').waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-5-generating-quote-390');
    await expectNoAxeViolationsInSnapshot(browser, page, PHONE);
    expect((await leadSaved).status()).toBe(201);
    await page.clock.runFor(1500);
    await page.clock.resume();

    await heading(page, 'Your Quote is Ready, Sam Taylor!').waitFor();
    await page.getByText(/^Price range: £[\d,]+ - £[\d,]+$/).waitFor();
    await page.getByText('Your job includes:').waitFor();
    await page.getByText('When: As soon as possible').waitFor();
    await page.getByText('Quote valid for 30 days • Fully insured • No hidden fees').waitFor();
    const call = page.getByRole('link', { name: 'Call Now to Book' });
    expect(await call.getAttribute('href')).toBe('tel:01632960000');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'pricing-6-quote-display-390');

    // The stored lead carries what the customer saw, in pence.
    const priceText = (await page.getByText(/^Price range:/).textContent()) ?? '';
    const [lowPounds, highPounds] = [...priceText.matchAll(/£([\d,]+)/g)].map((match) => Number(match[1]?.replace(/,/g, '')));
    const leads = await listLeadsByPhone(context, phone);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: 'pricing_page',
      outcome: 'pricing_page_quote_viewed',
      urgency: 'asap',
      estimatedPriceLow: (lowPounds ?? 0) * 100,
      estimatedPriceHigh: (highPounds ?? 0) * 100,
    });

    // Dialling is the browser's business; keep the tel: link from leaving the page here.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await call.click();
    const events = await dataLayerEvents(page);
    expect(events.filter((event) => event.event === 'quoteDisplayed')).toEqual([
      expect.objectContaining({ source: 'pricing_page', urgency: 'asap', currency: 'GBP' }),
    ]);
    expect(events.some((event) => event.event === 'phoneClick')).toBe(true);

    await page.getByRole('button', { name: 'Get Another Quote' }).click();
    await heading(page, "Need a hand? Let's price it.").waitFor();
    expect(await descriptionBox(page).inputValue()).toBe('');

    // Every step was tracked for the pricing funnel, and the server took each event.
    const started = interactions.filter((event) => event.action === 'step_start').map((event) => event.step);
    expect(started).toEqual(['job_input', 'analyzing', 'job_confirmation', 'lead_capture', 'generating_quote', 'quote_display', 'job_input']);
    expect(interactions.filter((event) => event.action === 'step_complete')).toHaveLength(6);
    expect(new Set(interactions.map((event) => event.flow))).toEqual(new Set(['pricing']));
    expect(new Set(await Promise.all(interactions.map((event) => event.status)))).toEqual(new Set([202]));
    await context.close();
  });
});

describe('the pricing page in the dark theme', () => {
  it('keeps every step readable', async () => {
    const { context, page } = await openPricingPage(browser, PHONE, { colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'pricing-dark-1-job-input-390');
    await describeJob(page);
    await expectNoAxeViolations(page);
    await giveDetails(page, 'Aisha Begum', '07700 900106');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Aisha Begum!').waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'pricing-dark-6-quote-display-390');
    await context.close();
  });
});

describe('the pricing page on a desktop', () => {
  it('lays out every step at 1280 px', async () => {
    const { context, page } = await openPricingPage(browser, DESKTOP);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'pricing-1-job-input-1280');

    const releaseAnalysis = await holdAnalysis(page);
    await descriptionBox(page).fill(JOB);
    await descriptionBox(page).press('Control+Enter');
    await heading(page, 'Analyzing Your Request').waitFor();
    await saveScreenshot(page, 'pricing-2-analyzing-1280');
    releaseAnalysis();

    await heading(page, "What we'll quote for:").waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'pricing-3-job-confirmation-1280');

    await giveDetails(page, 'Hannah Moore', '07700 900104');
    await page.getByLabel('Email').fill('hannah@example.co.uk');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'pricing-4-lead-capture-1280');

    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Creating Your Quote').waitFor();
    await saveScreenshot(page, 'pricing-5-generating-quote-1280');
    await page.clock.runFor(1500);
    await page.clock.resume();

    await heading(page, 'Your Quote is Ready, Hannah Moore!').waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'pricing-6-quote-display-1280');
    await context.close();
  });

  it('works from the keyboard alone', async () => {
    const { context, page } = await openPricingPage(browser, DESKTOP);
    await descriptionBox(page).focus();
    await page.keyboard.type('Hang three internal doors');
    await page.keyboard.press('Control+Enter');
    await heading(page, "What we'll quote for:").waitFor();
    // Focus moves to the new step's heading, then Tab reaches its buttons.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("What we'll quote for:");
    await page.getByRole('button', { name: 'Looks Good' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Almost there!').waitFor();
    await page.getByLabel('Your name').focus();
    await page.keyboard.type('Mark');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700 900105');
    await page.keyboard.press('Enter');
    await heading(page, 'Your Quote is Ready, Mark!').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
