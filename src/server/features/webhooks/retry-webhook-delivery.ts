import { eq, sql } from 'drizzle-orm';
import type { WebhookDelivery } from '#contracts/webhook-deliveries.contract';
import { canRetryWebhookDelivery, toWebhookDeliveryState } from '#domain/webhooks/webhook-delivery-state';
import { webhookOutbox } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/errors';
import { loadWebhookDeliveries } from './internal/load-webhook-deliveries';
import { resolveLeadWebhook } from './resolve-lead-webhook';
import { type ClaimedDelivery, sendDelivery, toClaimSeconds, type WebhookDeliveryDeps } from './send-delivery';

/**
 * 'Retry now' in the delivery log (docs/product/testing-platform.md#delivery-log): sends a
 * retrying or dead delivery at once, as the worker would, and answers how it stands after. The
 * delivery is claimed first, so it is never sent by the worker and by staff at the same time;
 * one being sent right now, a queued one and a delivered one are refused (409). A failed retry
 * of a dead delivery leaves it dead: the schedule is not restarted behind staff's back.
 */
export async function retryWebhookDelivery(deps: WebhookDeliveryDeps, input: { deliveryId: string }): Promise<WebhookDelivery> {
  const target = await resolveLeadWebhook(deps.db, deps.leadWebhook);
  if (!target?.enabled) {
    throw new ConflictError('The lead webhook has no URL or is switched off, so nothing can be sent.', 'webhook_not_configured');
  }
  const claimed = await claim(deps, input.deliveryId);
  await sendDelivery(deps, target, claimed);
  const [delivery] = await loadWebhookDeliveries(deps.db, { where: eq(webhookOutbox.id, input.deliveryId), limit: 1 });
  if (!delivery) throw new NotFoundError('The delivery');
  return delivery;
}

async function claim(deps: WebhookDeliveryDeps, deliveryId: string): Promise<ClaimedDelivery> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(webhookOutbox).where(eq(webhookOutbox.id, deliveryId)).for('update').limit(1);
    if (!row) throw new NotFoundError('The delivery');
    if (!canRetryWebhookDelivery(toWebhookDeliveryState(row))) {
      throw new ConflictError('Only a retrying or dead delivery can be sent again now.', 'webhook_delivery_not_retryable');
    }
    const claimSeconds = toClaimSeconds(deps.timeoutMs);
    const [claimed] = await tx
      .update(webhookOutbox)
      .set({
        attempts: sql`${webhookOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds})`,
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      })
      .where(sql`${webhookOutbox.id} = ${deliveryId} and (${webhookOutbox.claimedUntil} is null or ${webhookOutbox.claimedUntil} <= now())`)
      .returning();
    if (!claimed) throw new ConflictError('The delivery is being sent right now.', 'webhook_delivery_not_retryable');
    return { id: claimed.id, eventType: claimed.eventType, payload: claimed.payload, attempts: claimed.attempts };
  });
}
