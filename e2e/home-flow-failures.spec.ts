import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  answerCustomerType,
  checkStage,
  describeJob,
  expectRecommended,
  listMethodCards,
  openHomeFlow,
  reachMethodChoice,
  readOutbox,
  stageOf,
  waitForHeading,
} from './support/home-flow';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type LeadAttempt = { idempotencyKey: string; body: Record<string, unknown>; status: number | 'aborted'; leadId?: string };

/**
 * Watches POST /api/leads at the browser's edge. While `isServerDown()` the request is aborted
 * as a dropped connection would be; otherwise it goes to the real server and its answer is
 * recorded.
 */
async function watchLeadSaves(page: Page, isServerDown: () => boolean): Promise<LeadAttempt[]> {
  const attempts: LeadAttempt[] = [];
  await page.route('**/api/leads', async (route: Route) => {
    const request = route.request();
    const attempt: LeadAttempt = {
      idempotencyKey: (await request.headerValue('idempotency-key')) ?? '',
      body: request.postDataJSON() as Record<string, unknown>,
      status: 'aborted',
    };
    attempts.push(attempt);
    if (isServerDown()) {
      await route.abort('connectionreset');
      return;
    }
    const response = await route.fetch();
    attempt.status = response.status();
    attempt.leadId = ((await response.json()) as { id?: string }).id;
    await route.fulfill({ response });
  });
  return attempts;
}

describe('home-page flow: when a call fails', () => {
  it('keeps the customer on the question with an Analysis Error toast when the analysis fails', async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.route('**/api/analyze-job', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Analysis unavailable' }));
    await answerCustomerType(page);
    await describeJob(page);

    await page.getByText('Analysis Error', { exact: true }).first().waitFor();
    await page.getByText("We couldn't analyze your request. Please try again.", { exact: true }).first().waitFor();
    expect(stageOf(page)).toBe('welcome');
    expect(await page.getByLabel(/Describe the job/).inputValue()).not.toBe('');
    await checkStage(page, 'welcome-analysis-error');

    await page.unroute('**/api/analyze-job');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'Does this look right?');
    await context.close();
  });

  it('recommends a video quote when the recommendation fails', async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.route('**/api/quote-engine/recommend', (route) => route.abort('failed'));
    await reachMethodChoice(page, { name: 'Lee Grant', phone: '07700 900999' });

    expect(await listMethodCards(page)).toEqual(['Quote with Video', 'Online Quote', 'Site Visit']);
    await expectRecommended(page, 'Quote with Video');
    await context.close();
  });

  it('carries on when the lead cannot be saved, and the lead arrives exactly once when the server is back', async () => {
    const { context, page } = await openHomeFlow(browser);
    let isServerDown = true;
    const attempts = await watchLeadSaves(page, () => isServerDown);

    await reachMethodChoice(page, { name: 'Robin Hughes', phone: '07700 900111' });
    await page.getByRole('button', { name: /Site Visit/ }).click();
    await page.getByRole('button', { name: 'Request Site Visit' }).click();
    // The customer is not told: the flow reaches its confirmation as usual.
    await waitForHeading(page, 'Site Visit Requested');
    expect(attempts.length).toBeGreaterThanOrEqual(1);
    expect(attempts.every((attempt) => attempt.status === 'aborted')).toBe(true);

    // The saves wait in local storage, and survive a reload of the page.
    expect(await readOutbox(page)).toHaveLength(3);
    await page.reload();
    await waitForHeading(page, 'Site Visit Requested');
    expect((await readOutbox(page)).length).toBe(3);

    // The server is back; the browser's 'online' event sends at once instead of waiting out
    // the back-off (which would get there too, within 60 seconds).
    isServerDown = false;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => readOutbox(page), { timeout: 20_000, interval: 250 }).toEqual([]);

    const delivered = attempts.filter((attempt) => attempt.status !== 'aborted');
    const keys = [...new Set(attempts.map((attempt) => attempt.idempotencyKey))];
    // Three saves (draft, method, final), each retried under its own unchanging key …
    expect(keys).toHaveLength(3);
    expect(delivered.map((attempt) => attempt.body.outcome)).toEqual([
      'job_details_confirmed',
      'quote_method_selected_site_visit',
      'site_visit',
    ]);
    // … each reaching the server once, all three updating the one lead of this funnel run.
    for (const key of keys) expect(delivered.filter((attempt) => attempt.idempotencyKey === key)).toHaveLength(1);
    expect(new Set(delivered.map((attempt) => attempt.leadId)).size).toBe(1);
    expect(delivered[0]?.status).toBe(201);

    // A retry the browser might still send answers the same lead instead of a second one.
    const final = delivered[2]!;
    const replay = await page.request.post('/api/leads', { headers: { 'idempotency-key': final.idempotencyKey }, data: final.body });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { id: string }).id).toBe(final.leadId);
    await context.close();
  });
});
