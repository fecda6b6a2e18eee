import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  answerCustomerType,
  checkStage,
  confirmTasks,
  describeJob,
  JOB_DESCRIPTION,
  openHomeFlow,
  stageOf,
  waitForHeading,
} from './support/home-flow';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('home-page flow: validation, navigation and fallbacks', () => {
  it('holds each step until its answers are given', async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.goto('/');
    await waitForHeading(page, 'Who is this quote for?');
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Commercial/ }).check();
    expect(await next.isEnabled()).toBe(true);
    await next.click();

    await page.getByText('Question 2 of 2').waitFor();
    expect(await page.getByLabel(/Describe the job/).count()).toBe(0);
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Single Task/ }).check();
    await page.getByLabel(/Describe the job/).fill('    ');
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel(/Describe the job/).fill('Hang a mirror in the hall');
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await confirmTasks(page);

    await waitForHeading(page, 'Your Contact Details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Required Fields Missing', { exact: true }).first().waitFor();
    await page.getByText('Please fill in all required fields to continue.', { exact: true }).first().waitFor();
    await page.getByText('Enter your name').waitFor();
    await page.getByText('Choose how soon you need it').waitFor();
    expect(stageOf(page)).toBe('customer_details');
    await checkStage(page, 'customer-details-errors');

    await page.getByLabel('Your Name *').fill('Chris Doyle');
    await page.getByLabel('Phone Number *').fill('0161 496 0123');
    await page.getByLabel('Email (optional)').fill('chris at home');
    await page.getByRole('radio', { name: '2-4 weeks' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/Enter an email address like/).waitFor();
    expect(stageOf(page)).toBe('customer_details');

    await page.getByLabel('Email (optional)').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'Why Choose Us?');
    await context.close();
  });

  it('keeps every answer through a reload, and the browser buttons move between stages', async () => {
    const { context, page } = await openHomeFlow(browser);
    await answerCustomerType(page);
    await describeJob(page);
    await confirmTasks(page);
    await waitForHeading(page, 'Your Contact Details');
    await page.getByLabel('Your Name *').fill('Morgan Evans');
    await page.getByLabel('Phone Number *').fill('07700 900555');

    await page.reload();
    await waitForHeading(page, 'Your Contact Details');
    expect(await page.getByLabel('Your Name *').inputValue()).toBe('Morgan Evans');
    expect(await page.getByLabel('Phone Number *').inputValue()).toBe('07700 900555');

    await page.goBack();
    await waitForHeading(page, 'Does this look right?');
    expect(stageOf(page)).toBe('confirm_details');
    await page.goBack();
    await page.getByText('Question 2 of 2').waitFor();
    expect(await page.getByLabel(/Describe the job/).inputValue()).toBe(JOB_DESCRIPTION);
    expect(await page.getByRole('radio', { name: /Multiple Jobs/ }).isChecked()).toBe(true);
    await page.goBack();
    await waitForHeading(page, 'Who is this quote for?');
    expect(await page.getByRole('radio', { name: /Residential/ }).isChecked()).toBe(true);

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await waitForHeading(page, 'Your Contact Details');
    expect(await page.getByLabel('Your Name *').inputValue()).toBe('Morgan Evans');
    // Every change scrolls to the top and is announced to the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('announces each stage change with the formStageChange event', async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { stagesSeen: string[] }).stagesSeen = seen;
      window.addEventListener('formStageChange', (event) => seen.push((event as CustomEvent<{ stage: string }>).detail.stage));
    });
    await answerCustomerType(page);
    await page.goBack();
    await waitForHeading(page, 'Who is this quote for?');

    const seen = await page.evaluate(() => (window as unknown as { stagesSeen: string[] }).stagesSeen);
    expect(seen).toEqual(['customer_type', 'welcome', 'customer_type']);
    await context.close();
  });

  it("shows 'Customer Data Required' for a direct link to a method screen", async () => {
    const { context, page } = await openHomeFlow(browser);
    for (const stage of ['phone_quote', 'whatsapp_video', 'book_handyman']) {
      await page.goto(`/?stage=${stage}`);
      await waitForHeading(page, 'Customer Data Required');
    }
    await checkStage(page, 'customer-data-required');
    await page.getByRole('button', { name: 'Start Quote Process' }).click();
    await waitForHeading(page, 'Who is this quote for?');
    expect(stageOf(page)).toBe('customer_type');
    await context.close();
  });

  it("shows 'Processing Your Request' for a stage it does not know", async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.goto('/?stage=checkout');
    await waitForHeading(page, 'Processing Your Request');
    await checkStage(page, 'unknown-stage');
    await page.getByRole('button', { name: 'Start Over' }).click();
    await waitForHeading(page, 'Who is this quote for?');
    await context.close();
  });

  it('can be answered with the keyboard alone', async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.goto('/');
    await waitForHeading(page, 'Who is this quote for?');

    // Tab past the header into the radio group, choose with the arrow keys, then Tab to Continue.
    await tabUntil(page, () => document.activeElement?.getAttribute('name') === 'customerType');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Commercial/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Continue');
    await page.keyboard.press('Enter');

    await page.getByText('Question 2 of 2').waitFor();
    // Focus moved to the new stage's heading; the next Tab reaches the job type.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Paint the garden fence');
    // The microphone sits beside the description (when this machine has the speech engine),
    // then Back, then Continue.
    const health = (await (await page.request.get('/api/health')).json()) as { voice: string };
    if (health.voice === 'available') {
      // The button appears once the page has asked the server too; on a busy machine that can
      // come after the typing above.
      await page.getByRole('button', { name: 'Record your job description by voice' }).waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Record your job description by voice');
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Continue');
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Does this look right?');
    await context.close();
  });
});

/** Presses Tab until the predicate holds in the page, failing after a few presses. */
async function tabUntil(page: Page, predicate: () => boolean, maxPresses = 6): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error(`Focus did not arrive after ${maxPresses} presses of Tab`);
}
