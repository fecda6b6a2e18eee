import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_WEBHOOK_RETRY_POLICY as POLICY, planLeadWebhookRetry } from './plan-lead-webhook-retry';

describe('planLeadWebhookRetry', () => {
  it.each([
    [1, 15_000, 30_000],
    [2, 30_000, 60_000],
    [3, 60_000, 120_000],
    [7, 960_000, 1_920_000],
    [8, 1_800_000, 3_600_000],
    [9, 1_800_000, 3_600_000],
  ])('after attempt %i waits between %i and %i ms', (attempt, shortest, longest) => {
    expect(planLeadWebhookRetry(attempt, POLICY, 0)).toEqual({ kind: 'retry', delayMs: shortest });
    expect(planLeadWebhookRetry(attempt, POLICY, 0.999_999_9)).toEqual({ kind: 'retry', delayMs: longest });
  });

  it('never waits longer than the one-hour cap', () => {
    const plan = planLeadWebhookRetry(9, POLICY, 0.999);
    expect(plan.kind === 'retry' && plan.delayMs).toBeLessThanOrEqual(POLICY.maxDelayMs);
  });

  it('gives up after the tenth failed attempt', () => {
    expect(planLeadWebhookRetry(10, POLICY, 0.5)).toEqual({ kind: 'give_up' });
  });

  it('follows a short policy, as the tests and journeys use', () => {
    expect(planLeadWebhookRetry(1, { baseDelayMs: 200, maxDelayMs: 1_000, maxAttempts: 3 }, 0.5)).toEqual({ kind: 'retry', delayMs: 150 });
  });

  it('keeps a random number outside [0, 1) inside the window', () => {
    expect(planLeadWebhookRetry(1, POLICY, 5)).toEqual({ kind: 'retry', delayMs: 30_000 });
    expect(planLeadWebhookRetry(1, POLICY, -1)).toEqual({ kind: 'retry', delayMs: 15_000 });
  });
});
