import { eq, sql } from 'drizzle-orm';
import { planLeadWebhookRetry, type LeadWebhookRetryPolicy } from '#domain/leads/plan-lead-webhook-retry';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { webhookAttempts, webhookOutbox } from '#server/db/schema';
import { postWebhook, type WebhookPostResult } from './internal/post-webhook';
import { resolveLeadWebhook, type LeadWebhookTarget } from './enqueue-lead-webhook';
import { signWebhookBody } from './sign-webhook-body';

export type DeliverDueWebhooksDeps = {
  db: Database;
  now: () => Date;
  leadWebhook: Config['leadWebhook'];
  retryPolicy: LeadWebhookRetryPolicy;
  timeoutMs: number;
  /** Deliveries claimed per pass. */
  batchSize: number;
  random?: () => number;
  log?: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
};

type ClaimedDelivery = { id: string; eventType: string; payload: unknown; attempts: number };

/** How long a claimed delivery stays invisible to other workers: its POST plus a wide margin. */
function toLeaseMs(timeoutMs: number): number {
  return timeoutMs + 60_000;
}

/**
 * One pass of the webhook worker: claims the due deliveries, POSTs each, logs each attempt and
 * either marks the delivery delivered, schedules its retry, or gives it up as dead.
 *
 * Claiming is `FOR UPDATE SKIP LOCKED` plus a lease (next attempt pushed past the POST's
 * timeout) committed before any POST, so several app instances never send one delivery at
 * the same time and no transaction stays open while a slow receiver is waited for. If an
 * instance dies mid-POST, the lease runs out and another retries it: delivery is at least
 * once, and X-Webhook-Id lets the receiver drop the rare repeat.
 *
 * With no webhook configured nothing is claimed or attempted. Returns how many were claimed.
 */
export async function deliverDueWebhooks(deps: DeliverDueWebhooksDeps): Promise<number> {
  const target = await resolveLeadWebhook(deps.db, deps.leadWebhook);
  if (!target) return 0;
  const claimed = await claimDueDeliveries(deps);
  await Promise.all(claimed.map((delivery) => deliverOne(deps, target, delivery)));
  return claimed.length;
}

async function claimDueDeliveries(deps: DeliverDueWebhooksDeps): Promise<ClaimedDelivery[]> {
  const leaseMs = toLeaseMs(deps.timeoutMs);
  const result = await deps.db.execute<{ id: string; event_type: string; payload: unknown; attempts: number }>(sql`
    update ${webhookOutbox} as o
       set attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      from (select id from ${webhookOutbox}
             where status = 'pending' and next_attempt_at <= now()
             order by next_attempt_at
             limit ${deps.batchSize}
             for update skip locked) as due
     where o.id = due.id
 returning o.id, o.event_type, o.payload, o.attempts`);
  return result.rows.map((row) => ({ id: row.id, eventType: row.event_type, payload: row.payload, attempts: row.attempts }));
}

async function deliverOne(deps: DeliverDueWebhooksDeps, target: LeadWebhookTarget, delivery: ClaimedDelivery): Promise<void> {
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

  const result = await postWebhook(target.url, { body, headers, timeoutMs: deps.timeoutMs });
  const outcome = await recordAttempt(deps, target, delivery, result);
  // Every attempt is in webhook_attempts; the log says so briefly, and loudly only on giving up.
  const details = { outboxId: delivery.id, attempt: delivery.attempts, statusCode: result.statusCode, durationMs: result.durationMs, error: result.error };
  if (outcome === 'dead') deps.log?.warn(details, 'lead webhook given up after the last attempt');
  else deps.log?.info(details, outcome === 'delivered' ? 'lead webhook delivered' : 'lead webhook attempt failed; will retry');
}

async function recordAttempt(
  deps: DeliverDueWebhooksDeps,
  target: LeadWebhookTarget,
  delivery: ClaimedDelivery,
  result: WebhookPostResult,
): Promise<'delivered' | 'retry' | 'dead'> {
  const plan = result.ok ? null : planLeadWebhookRetry(delivery.attempts, deps.retryPolicy, (deps.random ?? Math.random)());
  const change = result.ok
    ? { status: 'delivered', deliveredAt: sql`now()`, lastError: null }
    : plan?.kind === 'retry'
      ? { lastError: result.error, nextAttemptAt: sql`now() + make_interval(secs => ${plan.delayMs / 1000})` }
      : { status: 'dead', lastError: result.error };

  const outcome = result.ok ? 'delivered' : plan?.kind === 'retry' ? 'retry' : 'dead';
  await deps.db.transaction(async (tx) => {
    // The lead may have been deleted meanwhile (its deliveries with it): then nothing is logged.
    const [still] = await tx.update(webhookOutbox).set(change).where(eq(webhookOutbox.id, delivery.id)).returning({ id: webhookOutbox.id });
    if (!still) return;
    await tx.insert(webhookAttempts).values({
      outboxId: delivery.id,
      url: target.url,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
    });
  });
  return outcome;
}
