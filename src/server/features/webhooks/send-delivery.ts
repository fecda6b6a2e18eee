import { eq, sql } from 'drizzle-orm';
import { planLeadWebhookRetry, type LeadWebhookRetryPolicy } from '#domain/leads/plan-lead-webhook-retry';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { webhookAttempts, webhookOutbox } from '#server/db/schema';
import type { WebhookTargetDeps } from './check-webhook-target';
import type { LeadWebhookTarget } from './resolve-lead-webhook';
import { signWebhookBody } from './sign-webhook-body';
import { postWebhook, type WebhookPostResult } from './internal/post-webhook';

/** What every sender of deliveries needs: the worker, a staff retry, the webhook test. */
export type WebhookDeliveryDeps = {
  db: Database;
  now: () => Date;
  leadWebhook: Config['leadWebhook'];
  retryPolicy: LeadWebhookRetryPolicy;
  timeoutMs: number;
  /** The SSRF guard (docs/product/leads.md#webhook-targets). */
  target: WebhookTargetDeps;
  random?: () => number;
  log?: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
};

/** A delivery claimed by one sender: nobody else sends it until it is recorded or the claim runs out. */
export type ClaimedDelivery = { id: string; eventType: string; payload: unknown; attempts: number };

export type DeliveryOutcome = 'delivered' | 'retry' | 'dead';

/** How long a claimed delivery stays invisible to other senders: its POST plus a wide margin. */
export function toClaimSeconds(timeoutMs: number): number {
  return (timeoutMs + 60_000) / 1000;
}

/**
 * Signs and POSTs one claimed delivery, then records the attempt and the delivery's new state
 * (delivered, retry later, or dead after the last attempt) in one transaction.
 */
export async function sendDelivery(
  deps: WebhookDeliveryDeps,
  target: LeadWebhookTarget,
  delivery: ClaimedDelivery,
): Promise<{ outcome: DeliveryOutcome; result: WebhookPostResult } | null> {
  const body = JSON.stringify(delivery.payload);
  const timestampSeconds = Math.floor(deps.now().getTime() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'handyman-quotes-webhook/1',
    'x-webhook-id': delivery.id,
    'x-webhook-event': delivery.eventType,
    'x-webhook-timestamp': String(timestampSeconds),
    'x-webhook-attempt': String(delivery.attempts),
  };
  if (target.secret) headers['x-webhook-signature'] = signWebhookBody(target.secret, timestampSeconds, body);

  const result = await postWebhook(target.url, { body, headers, timeoutMs: deps.timeoutMs, target: deps.target });
  const outcome = await recordAttempt(deps, target, delivery, result);
  if (outcome === null) return null;
  // Every attempt is in webhook_attempts; the log says so briefly, and loudly only on giving up.
  const details = { outboxId: delivery.id, attempt: delivery.attempts, statusCode: result.statusCode, durationMs: result.durationMs, error: result.error };
  if (outcome === 'dead') deps.log?.warn(details, 'lead webhook given up after the last attempt');
  else deps.log?.info(details, outcome === 'delivered' ? 'lead webhook delivered' : 'lead webhook attempt failed; will retry');
  return { outcome, result };
}

/** Null when the delivery is gone: its lead was deleted meanwhile, and nothing is logged. */
async function recordAttempt(
  deps: WebhookDeliveryDeps,
  target: LeadWebhookTarget,
  delivery: ClaimedDelivery,
  result: WebhookPostResult,
): Promise<DeliveryOutcome | null> {
  const plan = result.ok ? null : planLeadWebhookRetry(delivery.attempts, deps.retryPolicy, (deps.random ?? Math.random)());
  const outcome: DeliveryOutcome = result.ok ? 'delivered' : plan?.kind === 'retry' ? 'retry' : 'dead';
  const change =
    outcome === 'delivered'
      ? { status: 'delivered', deliveredAt: sql`now()`, lastError: null }
      : plan?.kind === 'retry'
        ? { status: 'pending', lastError: result.error, nextAttemptAt: sql`now() + make_interval(secs => ${plan.delayMs / 1000})` }
        : { status: 'dead', lastError: result.error };

  return deps.db.transaction(async (tx) => {
    const [still] = await tx
      .update(webhookOutbox)
      .set({ ...change, claimedUntil: null })
      .where(eq(webhookOutbox.id, delivery.id))
      .returning({ id: webhookOutbox.id });
    if (!still) return null;
    await tx.insert(webhookAttempts).values({
      outboxId: delivery.id,
      url: target.url,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
    });
    return outcome;
  });
}
