/**
 * How the firm's automation webhook is retried when it is down or slow (docs/product/leads.md#webhook,
 * docs/decisions/0006-leads-crm-and-webhook-delivery.md). Deliveries
 * are independent, so the delays are spread with jitter: after an outage, a queue of leads
 * does not hit the receiver all at the same second.
 */
export type LeadWebhookRetryPolicy = {
  /** The delay after the first failed attempt, before jitter. */
  baseDelayMs: number;
  /** No wait is longer than this, before jitter. */
  maxDelayMs: number;
  /** After this many failed attempts the delivery is given up ('dead') for staff to see. */
  maxAttempts: number;
};

/**
 * 30 s, 1 min, 2 min … capped at 1 hour; ten attempts span roughly five hours, long enough to
 * ride out a redeploy or an evening outage of n8n/Zapier without retrying for ever.
 */
export const DEFAULT_LEAD_WEBHOOK_RETRY_POLICY: LeadWebhookRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

export type LeadWebhookRetryPlan = { kind: 'retry'; delayMs: number } | { kind: 'give_up' };

/**
 * What to do after failed attempt number `attemptsMade` (1 for the first). The wait doubles
 * each time up to the cap; "equal jitter" then keeps between half and all of it, so a retry
 * is never immediate yet deliveries spread out. `random` is a number in [0, 1).
 */
export function planLeadWebhookRetry(attemptsMade: number, policy: LeadWebhookRetryPolicy, random: number): LeadWebhookRetryPlan {
  if (attemptsMade >= policy.maxAttempts) return { kind: 'give_up' };
  const exponent = Math.max(0, attemptsMade - 1);
  const ceilingMs = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
  const jitter = Math.min(Math.max(random, 0), 1);
  return { kind: 'retry', delayMs: Math.round(ceilingMs / 2 + (ceilingMs / 2) * jitter) };
}
