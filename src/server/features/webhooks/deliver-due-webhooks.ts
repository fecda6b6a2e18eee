import { sql } from 'drizzle-orm';
import { webhookOutbox, webhookSettings } from '#server/db/schema';
import { type ClaimedDelivery, sendDelivery, toClaimSeconds, type WebhookDeliveryDeps } from './send-delivery';
import { resolveLeadWebhook } from './resolve-lead-webhook';

export type DeliverDueWebhooksDeps = WebhookDeliveryDeps & {
  /** Deliveries claimed per pass. */
  batchSize: number;
};

/**
 * One pass of the webhook worker: claims the due deliveries, POSTs each, logs each attempt and
 * either marks the delivery delivered, schedules its retry, or gives it up as dead.
 *
 * Claiming is `FOR UPDATE SKIP LOCKED` plus a claim (next attempt and `claimed_until` pushed past
 * the POST's timeout) committed before any POST, so several app instances never send one
 * delivery at the same time and no transaction stays open while a slow receiver is waited for.
 * If an instance dies mid-POST, the claim runs out and another retries it: delivery is at least
 * once, and X-Webhook-Id lets the receiver drop the rare repeat.
 *
 * With no webhook configured, or the webhook switched off, nothing is claimed or attempted:
 * queued deliveries wait. The switch is read again in the claim itself, so a pass that began
 * before staff switched the webhook off sends nothing after. Returns how many were claimed.
 */
export async function deliverDueWebhooks(deps: DeliverDueWebhooksDeps): Promise<number> {
  const target = await resolveLeadWebhook(deps.db, deps.leadWebhook);
  if (!target?.enabled) return 0;
  const claimed = await claimDueDeliveries(deps);
  await Promise.all(claimed.map((delivery) => sendDelivery(deps, target, delivery)));
  return claimed.length;
}

async function claimDueDeliveries(deps: DeliverDueWebhooksDeps): Promise<ClaimedDelivery[]> {
  const claimSeconds = toClaimSeconds(deps.timeoutMs);
  const result = await deps.db.execute<{ id: string; event_type: string; payload: unknown; attempts: number }>(sql`
    update ${webhookOutbox} as o
       set attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${claimSeconds}),
           claimed_until = now() + make_interval(secs => ${claimSeconds})
      from (select id from ${webhookOutbox}
             where status = 'pending' and next_attempt_at <= now()
               -- Checked again as the rows are claimed: switched off after this pass read the
               -- settings, nothing more is sent.
               and not exists (select 1 from ${webhookSettings} as s where s.id = 1 and not s.enabled)
             order by next_attempt_at
             limit ${deps.batchSize}
             for update skip locked) as due
     where o.id = due.id
 returning o.id, o.event_type, o.payload, o.attempts`);
  return result.rows.map((row) => ({ id: row.id, eventType: row.event_type, payload: row.payload, attempts: row.attempts }));
}
