import type { Page } from 'playwright-core';

/**
 * Calls the staff API from inside a signed-in page, as the screens do (same origin, the
 * session cookie), for a journey's setup, its checks on deltas and its clean-up.
 */
export async function callStaffApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method: verb, path: url, body: payload }) => {
      const response = await fetch(url, {
        method: verb,
        headers: payload === undefined ? {} : { 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

export type QuoteEngineConfigJson = {
  weights: Record<string, number>;
  thresholds: { instantQuote: number; videoQuote: number; siteVisit: number };
  customerTypeValues: Record<string, number>;
  jobScopeValues: Record<string, number>;
  urgencyValues: Record<string, number>;
};

/** The saved quote-engine config without its timestamp, to put back at the end of a journey. */
export async function readQuoteEngineConfig(page: Page): Promise<QuoteEngineConfigJson> {
  const { updatedAt: _updatedAt, ...config } = await callStaffApi<QuoteEngineConfigJson & { updatedAt: string }>(page, 'GET', '/api/quote-engine/config');
  return config;
}

export async function saveQuoteEngineConfig(page: Page, config: QuoteEngineConfigJson): Promise<void> {
  await callStaffApi(page, 'POST', '/api/quote-engine/config', config);
}

export type TrainingStatsJson = { totalEvaluations: number; agreements: number; disagreements: number; agreementRate: number };

export function readTrainingStats(page: Page): Promise<TrainingStatsJson> {
  return callStaffApi<TrainingStatsJson>(page, 'GET', '/api/training/stats');
}
