import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeJob as describePricingJob, giveDetails, heading, openPricingPage } from './pricing-flow-helpers';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { openHomeFlow, reachMethodChoice, readOutbox, waitForHeading } from './support/home-flow';

/**
 * Conversion Analytics (docs/product/conversion-analytics.md): customers walk both funnels in
 * fresh browsers, two finishing and two stopping, then staff see what those sessions changed.
 * Other journeys leave their own sessions in the shared app, so every figure is read before and
 * after and only the change is asserted; the screen must then show the figures the API gives.
 */

type FlowFigures = { sessions: number; completed: number; conversionRate: number };
type Stage = { flow: 'home' | 'pricing'; stage: string; entrances: number; completions: number; exits: number; averageTime: number; dropoffRate: number };
type Figures = {
  conversions: { home: FlowFigures; pricing: FlowFigures };
  funnel: Stage[];
  today: { date: string; home: FlowFigures; pricing: FlowFigures } | undefined;
  droppedOff: { customers: { customerName: string; stoppedAt: string | null; leadId: string }[]; total: number };
};

let browser: Browser;
let staff: BrowserContext;
let before: Figures;
let after: Figures;
const stamp = Date.now().toString().slice(-6);
const dropper = { name: `Dora Dropper ${stamp}`, phone: `07700 9${stamp.slice(0, 5)}` };

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await newJourneyContext(browser, { viewport: DESKTOP });
  const login = await staff.request.post('/api/auth/login', { data: { email: inject('adminEmail'), password: inject('adminPassword') } });
  expect(login.ok()).toBe(true);
});
afterAll(async () => {
  await staff.close();
  await browser.close();
});

async function readJson<T>(path: string): Promise<T> {
  const response = await staff.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Everything the journey's sessions change, for the last 7 days (the screen's default). */
async function readFigures(): Promise<Figures> {
  const [conversions, funnel, trends, droppedOff] = await Promise.all([
    readJson<Figures['conversions']>('/api/analytics/conversions?dateRange=last_7_days'),
    readJson<Stage[]>('/api/analytics/funnel?dateRange=last_7_days&flow=all'),
    readJson<{ days: NonNullable<Figures['today']>[] }>('/api/analytics/trends?dateRange=last_7_days'),
    readJson<Figures['droppedOff']>('/api/analytics/dropped-off?dateRange=last_7_days'),
  ]);
  return { conversions, funnel, today: trends.days.at(-1), droppedOff };
}

function stageOf(figures: Figures, stage: string): Stage {
  const found = figures.funnel.find((row) => row.stage === stage);
  if (!found) throw new Error(`no stage ${stage}`);
  return found;
}

/** What our four sessions added to each stage: entrances, completions, exits. */
function stageChanges(from: Figures, to: Figures): Record<string, [number, number, number]> {
  return Object.fromEntries(
    to.funnel.map((row) => {
      const earlier = stageOf(from, row.stage);
      return [row.stage, [row.entrances - earlier.entrances, row.completions - earlier.completions, row.exits - earlier.exits]];
    }),
  );
}

async function waitForOutboxEmpty(page: Page): Promise<void> {
  await expect.poll(() => readOutbox(page), { timeout: 15_000 }).toEqual([]);
}

/** A home-flow customer up to the method choice; `finish` takes the instant quote to its confirmation. */
async function walkHomeFlow(details: { name: string; phone: string }, finish: boolean): Promise<void> {
  const { context, page } = await openHomeFlow(browser);
  await reachMethodChoice(page, details);
  if (finish) {
    await page.getByRole('button', { name: /Online Quote/ }).click();
    await page.getByRole('button', { name: 'Lock In My Quote' }).click();
    await waitForHeading(page, 'Quote Submitted Successfully');
  }
  // The draft (and the final lead) reach the server before the customer leaves.
  await waitForOutboxEmpty(page);
  await context.close();
}

/** A pricing-page customer: to the quote, or away from the task list without leaving details. */
async function walkPricingPage(finish: boolean): Promise<void> {
  const { context, page } = await openPricingPage(browser, PHONE);
  await describePricingJob(page);
  if (finish) {
    await giveDetails(page, 'Priya Pricing', '07700 900313');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Priya Pricing!').waitFor({ timeout: 10_000 });
    await expect.poll(() => readOutbox(page), { timeout: 15_000 }).toEqual([]);
  }
  await context.close();
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `analytics-${name}`);
}

function cardValue(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label }).locator('p.text-3xl');
}

function total(figures: Figures, key: 'sessions' | 'completed'): string {
  return (figures.conversions.home[key] + figures.conversions.pricing[key]).toLocaleString('en-GB');
}

describe('conversion analytics', () => {
  it('counts the sessions customers have just had: two finishing, two stopping, one of them after leaving a name and phone', { timeout: 180_000 }, async () => {
    before = await readFigures();

    await walkHomeFlow({ name: 'Fran Finisher', phone: '07700 900311' }, true);
    await walkHomeFlow(dropper, false);
    await walkPricingPage(true);
    await walkPricingPage(false);

    // Events are written in batches a moment after they arrive, and the leaving pages' beacons last.
    await expect
      .poll(
        async () => {
          after = await readFigures();
          return {
            homeSessions: after.conversions.home.sessions - before.conversions.home.sessions,
            homeCompleted: after.conversions.home.completed - before.conversions.home.completed,
            pricingSessions: after.conversions.pricing.sessions - before.conversions.pricing.sessions,
            pricingCompleted: after.conversions.pricing.completed - before.conversions.pricing.completed,
            dropper: after.droppedOff.customers.find((customer) => customer.customerName === dropper.name)?.stoppedAt ?? null,
          };
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual({ homeSessions: 2, homeCompleted: 1, pricingSessions: 2, pricingCompleted: 1, dropper: 'Quote Selection' });

    expect(stageChanges(before, after)).toEqual({
      // Both home customers reached the method choice; only Fran went on to a confirmation.
      'Customer Type': [2, 2, 0],
      'Job Description': [2, 2, 0],
      Details: [2, 2, 0],
      'AI Analysis': [2, 2, 0],
      'Quote Selection': [2, 1, 1],
      // Both pricing customers saw their tasks; one left there, the other saw a price.
      'Job Input': [2, 2, 0],
      'Job Confirmation': [2, 1, 1],
      'Lead Capture': [1, 1, 0],
      'Quote Display': [1, 1, 0],
    });
    expect(after.droppedOff.total - before.droppedOff.total).toBe(1);
    expect(after.today!.home.sessions - (before.today?.date === after.today!.date ? before.today.home.sessions : 0)).toBe(2);
  });

  it('shows staff those figures, the funnel, the stage table, the trend and the customer to call back, at 1280 px', { timeout: 120_000 }, async () => {
    const page = await staff.newPage();
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { level: 1, name: 'Conversion Analytics' }).waitFor();
    await page.getByText('Compare performance between home page and pricing page flows').waitFor();

    // Summary cards: the API's figures, written as the screen writes them.
    await cardValue(page, 'Total Sessions').filter({ hasText: total(after, 'sessions') }).waitFor();
    expect(await cardValue(page, 'Total Conversions').textContent()).toBe(total(after, 'completed'));
    const overall = page.getByRole('group', { name: 'Overall Conversion Rate' });
    expect(await overall.getByRole('progressbar').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Total Sessions' }).getByText(/vs the previous 7 days|Same as the previous 7 days/).count()).toBe(1);

    // Flow comparison, with its chart loaded on demand.
    await page.getByRole('heading', { name: 'Home Page Flow' }).waitFor();
    expect(await page.getByText('Original', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Optimized', { exact: true }).count()).toBe(1);
    await page.getByTestId('conversion-rate-chart').locator('svg.recharts-surface').waitFor();
    expect(await page.getByTestId('conversion-rate-chart').evaluate((element) => element.getBoundingClientRect().height)).toBe(300);
    await checkScreen(page, 'comparison-1280');

    // The funnel: the rows our sessions changed.
    await page.getByRole('tab', { name: 'Conversion Funnel' }).click();
    const quoteSelection = stageOf(after, 'Quote Selection');
    const row = page.getByRole('list', { name: 'Conversion funnel stages' }).getByRole('listitem').filter({ hasText: 'Quote Selection' });
    await row.getByText(`${quoteSelection.entrances.toLocaleString('en-GB')} visitors • ${quoteSelection.completions.toLocaleString('en-GB')} completed`).waitFor();
    expect(await row.getByText(`-${quoteSelection.exits.toLocaleString('en-GB')} dropoffs`).count()).toBe(1);
    await checkScreen(page, 'funnel-1280');
    await page.getByRole('button', { name: 'Home Only' }).click();
    await page.waitForURL((url) => url.searchParams.get('flow') === 'home');
    await expect.poll(() => page.getByRole('list', { name: 'Conversion funnel stages' }).getByRole('listitem').count()).toBe(5);

    // The stage table, for the home flow (the filter is shared).
    await page.getByRole('tab', { name: 'Stage Analysis' }).click();
    const details = stageOf(after, 'Details');
    const detailsRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Details', exact: true }) });
    expect(await detailsRow.getByRole('cell').allTextContents()).toEqual([
      details.entrances.toLocaleString('en-GB'),
      details.exits.toLocaleString('en-GB'),
      `${details.averageTime}s`,
      `${details.dropoffRate.toFixed(1)}%`,
    ]);
    const csv = await staff.request.get((await page.getByRole('link', { name: 'Export stages CSV' }).getAttribute('href'))!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[0]).toContain('"Stage","Entrances","Completions","Exits","Avg Time (s)","Drop-off Rate (%)"');
    await checkScreen(page, 'stages-1280');

    // The trend: today's row has our sessions.
    await page.getByRole('tab', { name: 'Trends' }).click();
    await page.getByTestId('trend-charts').locator('svg.recharts-surface').first().waitFor();
    const todayRow = page.getByRole('region', { name: 'Trend by day' }).getByRole('row').last();
    await todayRow.waitFor();
    const cells = await todayRow.getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual([after.today!.home.sessions.toLocaleString('en-GB'), after.today!.home.completed.toLocaleString('en-GB')]);
    await checkScreen(page, 'trends-1280');

    // The customer to call back opens in Lead Management.
    const dropperRow = page.getByRole('row').filter({ hasText: dropper.name });
    expect(await dropperRow.getByText('Quote Selection').count()).toBe(1);
    expect(await dropperRow.getByText('Draft', { exact: true }).count()).toBe(1);
    await dropperRow.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'analytics-dropped-off-1280');
    await dropperRow.getByRole('link', { name: `Open lead for ${dropper.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/admin/leads' && url.searchParams.get('lead') !== null);
    await page.getByRole('dialog', { name: dropper.name }).getByRole('heading', { name: 'Status and timeline' }).waitFor();
    await page.close();
  });

  it('works on a 390 px phone, and in the dark theme', { timeout: 120_000 }, async () => {
    const cookies = await staff.cookies();
    const phone = await newJourneyContext(browser, { viewport: PHONE });
    await phone.addCookies(cookies);
    const page = await phone.newPage();
    await page.goto('/admin/analytics?range=last_24_hours');
    await page.getByRole('group', { name: 'Total Sessions' }).locator('p.text-3xl').waitFor();
    await page.getByTestId('conversion-rate-chart').locator('svg.recharts-surface').waitFor();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await checkScreen(page, 'comparison-390');
    await page.getByRole('tab', { name: 'Stage Analysis' }).click();
    await page.getByRole('table', { name: /average time and drop-off rate/ }).waitFor();
    await checkScreen(page, 'stages-390');
    await page.getByRole('tab', { name: 'Trends' }).click();
    await page.getByTestId('trend-charts').locator('svg.recharts-surface').first().waitFor();
    await checkScreen(page, 'trends-390');
    await phone.close();

    const dark = await newJourneyContext(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    await dark.addCookies(cookies);
    const darkPage = await dark.newPage();
    await darkPage.goto('/admin/analytics');
    await darkPage.getByTestId('conversion-rate-chart').locator('svg.recharts-surface').waitFor();
    expect(await darkPage.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await checkScreen(darkPage, 'comparison-dark-1280');
    await darkPage.getByRole('tab', { name: 'Conversion Funnel' }).click();
    await darkPage.getByRole('list', { name: 'Conversion funnel stages' }).waitFor();
    await checkScreen(darkPage, 'funnel-dark-1280');
    await dark.close();
  });
});
