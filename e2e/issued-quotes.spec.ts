import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { answerCustomerType, confirmTasks, giveContactDetails, openHomeFlow, waitForHeading } from './support/home-flow';
import { signInToLeads } from './support/leads-journey';
import { describeJob as describePricingJob, giveDetails, heading, openPricingPage } from './pricing-flow-helpers';

// The price a customer saw is the price stored: the server issues each quote a screen shows,
// and the lead stores that quote by id (docs/product/issued-quotes.md). Each case reads the
// figures off the customer's screen and finds them, to the penny, on the lead staff see.

let browser: Browser;
let staff: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await newJourneyContext(browser);
  const login = await staff.request.post('/api/auth/login', { data: { email: inject('adminEmail'), password: inject('adminPassword') } });
  expect(login.ok()).toBe(true);
});
afterAll(async () => {
  await staff.close();
  await browser.close();
});

type Pence = { lowPence: number; highPence: number };
type LeadDetailJson = {
  id: string;
  outcome: string | null;
  estimatedPriceLow: number | null;
  estimatedPriceHigh: number | null;
  discountApplied: boolean;
  issuedQuote: { totalRange: Pence; discountApplied: boolean; id: string; taskCount: number } | null;
};

/** '£139 – £187' or 'Price range: £85 - £116' → pence, as the lead stores it. */
function toPence(text: string | null): Pence {
  const pounds = [...(text ?? '').matchAll(/£([\d,]+)/g)].map((match) => Number(match[1]?.replaceAll(',', '')));
  expect(pounds, `a range in "${text}"`).toHaveLength(2);
  return { lowPence: (pounds[0] ?? 0) * 100, highPence: (pounds[1] ?? 0) * 100 };
}

const uniquePhone = () => `07700 9${String(Date.now() % 100_000).padStart(5, '0')}`;

/** The lead for a phone once its save with this outcome has arrived (the outbox sends it). */
async function storedLead(phone: string, outcome: string): Promise<LeadDetailJson> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = await staff.request.get(`/api/admin/leads?search=${encodeURIComponent(phone)}`);
    const { leads } = (await list.json()) as { leads: { id: string; outcome: string | null }[] };
    const lead = leads.find((candidate) => candidate.outcome === outcome);
    if (lead) return (await (await staff.request.get(`/api/admin/leads/${lead.id}`)).json()) as LeadDetailJson;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${outcome} lead for ${phone}`);
}

async function readOnlineQuoteTotal(page: Page): Promise<Pence> {
  return toPence(await page.getByText('Total estimate', { exact: true }).locator('..').locator('span.text-3xl').textContent());
}

async function openOnlineQuote(page: Page, name: string, phone: string): Promise<void> {
  await answerCustomerType(page);
  await page.getByRole('radio', { name: /Multiple Jobs/ }).check();
  await page.getByLabel(/Describe the job/).fill('Fix a dripping kitchen tap, hang a heavy mirror and replace a broken door handle');
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmTasks(page);
  await giveContactDetails(page, { name, phone, urgency: 'ASAP or within a few days' });
  await waitForHeading(page, 'How should we handle your quote?', 10_000);
  await page.getByRole('button', { name: /Online Quote/ }).click();
  await waitForHeading(page, `Your Instant Quote, ${name}`);
}

/** The CRM panel of a lead, at a phone's width, showing the quote the customer was shown. */
async function expectQuoteInCrm(name: string, shown: Pence, screenshot: string): Promise<void> {
  const context = await newJourneyContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await signInToLeads(page);
  await page.getByLabel(/Search/).first().fill(name);
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const section = page.getByRole('dialog').getByRole('region', { name: 'Quote shown to the customer' });
  await section.scrollIntoViewIfNeeded();
  const total = section.getByText('Total estimate', { exact: true }).first().locator('xpath=following-sibling::*[1]');
  expect(toPence(await total.textContent())).toEqual(shown);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${screenshot}-390`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${screenshot}-1280`);
  await context.close();
}

describe('the price the customer saw is the price stored', () => {
  it('locks in the Online Quote at the total read off the screen, without and then with the promo code', async () => {
    for (const withPromo of [false, true]) {
      const { context, page } = await openHomeFlow(browser);
      const name = `Issued ${withPromo ? 'Promo' : 'Plain'} ${Date.now() % 100_000}`;
      const phone = uniquePhone();
      await openOnlineQuote(page, name, phone);
      if (withPromo) {
        const before = await readOnlineQuoteTotal(page);
        await page.getByLabel('Promo code').fill('JULY10');
        await page.getByRole('button', { name: 'Apply' }).click();
        // The discounted quote is issued by the server; its own line shows once it has arrived.
        await page.locator('[data-price-line="discount"]').waitFor();
        expect((await readOnlineQuoteTotal(page)).lowPence).toBeLessThan(before.lowPence);
      }
      const shown = await readOnlineQuoteTotal(page);
      await page.getByRole('button', { name: 'Lock In My Quote' }).click();
      await waitForHeading(page, 'Quote Submitted Successfully');

      const lead = await storedLead(phone, 'phone_quote');
      expect({ lowPence: lead.estimatedPriceLow, highPence: lead.estimatedPriceHigh }).toEqual(shown);
      expect(lead.discountApplied).toBe(withPromo);
      expect(lead.issuedQuote).toMatchObject({ totalRange: shown, discountApplied: withPromo });
      await context.close();
      if (withPromo) await expectQuoteInCrm(name, shown, 'issued-quote-crm-promo');
    }
  });

  it("says when the quote cannot be issued, keeps the answers, and shows it once the server is back", async () => {
    const { context, page } = await openHomeFlow(browser);
    const name = `Issued Retry ${Date.now() % 100_000}`;
    await page.route('**/api/quotes', (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"type":"about:blank","title":"Service Unavailable","status":503,"code":"service_unavailable"}' }));
    await answerCustomerType(page);
    await page.getByRole('radio', { name: /Multiple Jobs/ }).check();
    await page.getByLabel(/Describe the job/).fill('Fix a dripping kitchen tap and put up 3 shelves in the living room');
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmTasks(page);
    await giveContactDetails(page, { name, phone: uniquePhone() });
    await waitForHeading(page, 'How should we handle your quote?', 10_000);
    await page.getByRole('button', { name: /Online Quote/ }).click();
    await waitForHeading(page, "We couldn't load your quote", 15_000);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'issued-quote-unavailable-390');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'issued-quote-unavailable-1280');
    await page.setViewportSize(PHONE);

    await page.unroute('**/api/quotes');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForHeading(page, `Your Instant Quote, ${name}`);
    expect((await readOnlineQuoteTotal(page)).lowPence).toBeGreaterThan(0);
    await context.close();
  });

  it("stores the pricing page's displayed range, for a recognised job and for the 2-hour fallback", async () => {
    const cases = [
      { description: 'Replace the leaking kitchen mixer tap and put up two shelves in the living room', recognised: true },
      { description: 'can someone come round and help me with a few bits', recognised: false },
    ];
    for (const { description, recognised } of cases) {
      const { context, page } = await openPricingPage(browser, PHONE);
      await page.clock.resume();
      const name = `Pricing Issued ${Date.now() % 100_000}`;
      const phone = uniquePhone();
      await describePricingJob(page, description);
      await giveDetails(page, name, phone);
      await page.getByRole('button', { name: 'Get My Quote' }).click();
      await heading(page, `Your Quote is Ready, ${name}!`).waitFor({ timeout: 10_000 });
      const shown = toPence(await page.getByText(/^Price range: /).textContent());

      const lead = await storedLead(phone, 'pricing_page_quote_viewed');
      expect({ lowPence: lead.estimatedPriceLow, highPence: lead.estimatedPriceHigh }).toEqual(shown);
      expect(lead.issuedQuote).toMatchObject({ totalRange: shown });
      // No task recognised: the 2-hour fallback was shown, and that is what is stored.
      if (recognised) expect(lead.issuedQuote?.taskCount).toBeGreaterThan(0);
      else expect(lead.issuedQuote?.taskCount).toBe(0);
      await context.close();
    }
  });
});
