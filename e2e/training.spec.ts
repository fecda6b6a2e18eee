import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callStaffApi, readTrainingStats } from './support/admin-api';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { saveLeadAsCustomer } from './support/leads-journey';
import { newStaffContext, signInOnce, type StaffCookies } from './support/staff-session';

// The AI Training Game and Training Data (docs/product/ai-training.md): five scenarios played,
// agreeing and disagreeing, the sitting's counters, and the dashboard's stats and filters.
// The judgements stay in the shared database, so the dashboard is checked by how much it moved.

let browser: Browser;
let staff: StaffCookies;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await signInOnce(browser);
});
afterAll(() => browser.close());

type GameScenario = { jobDescription: string; aiRecommendation: 'instant_quote' | 'video_quote' | 'site_visit' };

const METHOD_NAMES = { instant_quote: 'Instant Quote', video_quote: 'Video Quote', site_visit: 'Site Visit' } as const;

/** The AI's answer for the scenario on screen, read from the game's own list, so a journey can choose to agree or not. */
async function readShownScenario(page: Page, scenarios: GameScenario[]): Promise<GameScenario> {
  const text = await page.getByRole('region', { name: 'Scenario' }).locator('blockquote').textContent();
  const scenario = scenarios.find((candidate) => candidate.jobDescription === text);
  if (!scenario) throw new Error(`the scenario on screen is not in the game's list: ${text}`);
  return scenario;
}

async function counter(page: Page, label: string): Promise<string> {
  return (await page.getByRole('group', { name: label }).locator('p').nth(1).textContent()) ?? '';
}

async function statCard(page: Page, label: string): Promise<string> {
  const card = page.getByRole('group', { name: label });
  await card.locator('p').nth(1).waitFor();
  return (await card.locator('p').nth(1).textContent()) ?? '';
}

describe('AI training', () => {
  it('plays five scenarios, agreeing and disagreeing, and Training Data follows with each filter', async () => {
    // A real lead with personal details in its words: the game may show its job, never them.
    const customer = await newJourneyContext(browser, { viewport: PHONE });
    await saveLeadAsCustomer(customer, {
      customerName: 'Rhiannon Pryce',
      phone: '07700 900444',
      jobDescription: 'Rhiannon here: the bathroom extractor fan has stopped and the grout is black, ring 07700 900444',
    });
    await customer.close();

    const context = await newStaffContext(browser, staff, { viewport: DESKTOP });
    const page = await context.newPage();
    // Any page of the app will do for the API calls below; the game is opened after them.
    await page.goto('/admin/training-data');
    const before = await readTrainingStats(page);
    const scenarios = await callStaffApi<GameScenario[]>(page, 'GET', '/api/training/game-scenarios');
    const shown = JSON.stringify(scenarios);
    for (const detail of ['Rhiannon', 'Pryce', '900444']) expect(shown).not.toContain(detail);

    await page.goto('/admin/training');
    await page.getByRole('heading', { level: 1, name: 'AI Training Game' }).waitFor();
    await page.getByRole('region', { name: 'Scenario' }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'training-game-1280');

    // Nothing chosen: the game asks for a recommendation.
    await page.getByRole('button', { name: 'Submit Evaluation' }).click();
    await page.getByText('Please select a recommendation type', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    const agreeOn = [true, false, true, false, true];
    let previous = '';
    for (const [round, agree] of agreeOn.entries()) {
      await page.getByRole('button', { name: 'Submit Evaluation' }).waitFor();
      const scenario = await readShownScenario(page, scenarios);
      expect(scenario.jobDescription, 'never the same scenario twice in a row').not.toBe(previous);
      previous = scenario.jobDescription;
      const choice = agree ? scenario.aiRecommendation : scenario.aiRecommendation === 'site_visit' ? 'instant_quote' : 'site_visit';
      await page.getByRole('radio', { name: new RegExp(`^${METHOD_NAMES[choice]}`) }).check();
      await page.getByRole('slider', { name: 'Confidence' }).focus();
      await page.keyboard.press(agree ? 'ArrowRight' : 'ArrowLeft');
      await page.getByLabel('Your reasoning (optional)').fill(`Journey round ${round + 1} ${agree ? 'agrees' : 'differs'}`);
      await page.getByRole('button', { name: 'Submit Evaluation' }).click();
      const results = page.getByRole('region', { name: agree ? 'Excellent!' : 'Different Opinion' });
      await results
        .getByText(agree ? 'Your recommendation matches the AI analysis.' : 'Your recommendation differs from the AI. This helps improve the system!', { exact: true })
        .waitFor();
      if (round === 1) {
        await expectNoAxeViolations(page);
        await saveScreenshot(page, 'training-results-1280');
      }
      expect(await counter(page, 'Scenarios completed')).toBe(String(round + 1));
      await results.getByRole('button', { name: 'Next Scenario' }).click();
    }
    expect(await counter(page, 'Correct answers')).toBe('3');
    expect(await counter(page, 'Accuracy')).toBe('60%');

    // Training Data: five more judgements, three agreeing.
    await expect.poll(() => readTrainingStats(page)).toMatchObject({ totalEvaluations: before.totalEvaluations + 5 });
    await page.goto('/admin/training-data');
    await page.getByRole('heading', { level: 1, name: 'Training Data Dashboard' }).waitFor();
    expect(await statCard(page, 'Total Evaluations')).toBe(String(before.totalEvaluations + 5));
    expect(await statCard(page, 'Agreements')).toBe(String(before.agreements + 3));
    expect(await statCard(page, 'Disagreements')).toBe(String(before.disagreements + 2));
    const table = page.getByRole('table');
    const firstRows = table.getByRole('row').filter({ hasText: /Journey round \d/ });
    await firstRows.first().waitFor();
    expect(await firstRows.count()).toBeGreaterThanOrEqual(5);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'training-data-1280');

    const filters = page.getByRole('group', { name: 'Filter judgements' });
    await filters.getByRole('button', { name: 'Agreements', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'agreements');
    // The previous list stays on screen until the filtered one arrives.
    await expect.poll(() => table.getByText('Differs', { exact: true }).count()).toBe(0);
    await table.getByRole('row').filter({ hasText: 'Journey round 5 agrees' }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: /Journey round \d differs/ }).count()).toBe(0);

    await filters.getByRole('button', { name: 'Disagreements', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'disagreements');
    await table.getByRole('row').filter({ hasText: 'Journey round 4 differs' }).waitFor();
    expect(await table.getByText('Agrees', { exact: true }).count()).toBe(0);
    expect(await table.getByRole('row').filter({ hasText: /Journey round \d agrees/ }).count()).toBe(0);

    await filters.getByRole('button', { name: 'Recent 24h', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'recent');
    await table.getByRole('row').filter({ hasText: 'Journey round 1 agrees' }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: /Journey round [1-5]/ }).count()).toBeGreaterThanOrEqual(5);

    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('filter'));
    await context.close();
  });

  it('works on a phone, and Training Data reads well in the dark theme', async () => {
    const context = await newStaffContext(browser, staff, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/admin/training');
    await page.getByRole('region', { name: 'Scenario' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'training-game-390');
    await page.goto('/admin/training-data');
    await page.getByRole('table').waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'training-data-390');
    await context.close();

    const dark = await newStaffContext(browser, staff, { viewport: DESKTOP, colorScheme: 'dark' });
    const darkPage = await dark.newPage();
    await darkPage.goto('/admin/training-data');
    await darkPage.getByRole('table').getByRole('row').nth(1).waitFor();
    await expectNoAxeViolations(darkPage);
    await saveScreenshot(darkPage, 'training-data-1280-dark');
    await dark.close();
  });
});
