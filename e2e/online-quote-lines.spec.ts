import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { answerCustomerType, checkStage, confirmTasks, giveContactDetails, openHomeFlow, waitForHeading } from './support/home-flow';

// The Online Quote's lines add up to its total, on three different jobs
// (docs/product/home-flow.md#instant-quote).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type PoundsRange = { low: number; high: number };

/** '£85 – £115' → { low: 85, high: 115 }; 'minus £9 – £12' → { low: -9, high: -12 }. */
function parseRange(text: string): PoundsRange {
  const amounts = [...text.matchAll(/£([\d,]+)/g)].map((match) => Number(match[1]?.replaceAll(',', '')));
  expect(amounts, `a range in "${text}"`).toHaveLength(2);
  const sign = /minus|−/.test(text) ? -1 : 1;
  return { low: sign * (amounts[0] ?? 0), high: sign * (amounts[1] ?? 0) };
}

async function readQuote(page: Page): Promise<{ lines: { kind: string; range: PoundsRange }[]; total: PoundsRange }> {
  const items = page.locator('[data-price-line]');
  const lines = [];
  for (const item of await items.all()) {
    const kind = (await item.getAttribute('data-price-line')) ?? '';
    const amount = await item.locator('span.tabular-nums').textContent();
    lines.push({ kind, range: parseRange(amount ?? '') });
  }
  const totalText = await page.getByText('Total estimate', { exact: true }).locator('..').locator('span.text-3xl').textContent();
  return { lines, total: parseRange(totalText ?? '') };
}

async function openOnlineQuote(page: Page, description: string, name: string, phone: string): Promise<void> {
  await answerCustomerType(page);
  await page.getByRole('radio', { name: /Multiple Jobs/ }).check();
  await page.getByLabel(/Describe the job/).fill(description);
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmTasks(page);
  await giveContactDetails(page, { name, phone });
  await waitForHeading(page, 'How should we handle your quote?', 10_000);
  await page.getByRole('button', { name: /Online Quote/ }).click();
  await waitForHeading(page, `Your Instant Quote, ${name}`);
}

const JOBS = [
  { description: 'Fix a dripping kitchen tap and put up 3 shelves in the living room', name: 'Lines One', phone: '07700 900601' },
  { description: 'Assemble two flat-pack wardrobes, hang a heavy mirror and replace a broken door handle', name: 'Lines Two', phone: '07700 900602' },
  { description: 'Paint the hallway ceiling, regrout the bathroom tiles and fit a new toilet seat', name: 'Lines Three', phone: '07700 900603' },
] as const;

describe('the Online Quote adds up', () => {
  for (const [index, job] of JOBS.entries()) {
    it(`lists tasks, the call-out fee and the VAT line, adding up to the total (job ${index + 1})`, async () => {
      const { context, page } = await openHomeFlow(browser);
      await openOnlineQuote(page, job.description, job.name, job.phone);

      const before = await readQuote(page);
      expect(before.lines.filter((line) => line.kind === 'task').length).toBeGreaterThan(0);
      expect(before.lines.map((line) => line.kind)).toContain('callout');
      const sum = (lines: { range: PoundsRange }[]) =>
        lines.reduce((total, line) => ({ low: total.low + line.range.low, high: total.high + line.range.high }), { low: 0, high: 0 });
      expect(sum(before.lines)).toEqual(before.total);
      await page.getByText(/^(All prices include VAT at 20%|No VAT to add: we are not VAT-registered)$/).waitFor();

      if (index === 0) {
        await checkStage(page, 'phone-quote-lines');
        // With the promo code the discount is a line of its own, and the lines still add up.
        await page.getByLabel('Promo code').fill('JULY10');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('✓ 10% discount applied!').waitFor();
        // The discounted quote comes from the server; its discount line shows once it has arrived.
        await page.locator('[data-price-line="discount"]').waitFor();
        const after = await readQuote(page);
        expect(after.lines.at(-1)?.kind).toBe('discount');
        expect(sum(after.lines)).toEqual(after.total);
        expect(after.total).not.toEqual(before.total);
        await checkStage(page, 'phone-quote-lines-promo');
      }
      await context.close();
    });
  }
});
