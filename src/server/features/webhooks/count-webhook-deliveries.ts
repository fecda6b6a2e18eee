import { sql } from 'drizzle-orm';
import type { WebhookDeliveryCounts } from '#contracts/webhook-deliveries.contract';
import { toWebhookDeliveryState } from '#domain/webhooks/webhook-delivery-state';
import type { Database } from '#server/db/client';
import { webhookOutbox } from '#server/db/schema';

/**
 * How many deliveries are in each state, over every delivery kept: the admin layout's warning
 * badge and the health check read it. The groups are read by the domain's state rule, so the
 * counts and the log never disagree.
 */
export async function countWebhookDeliveries(deps: { db: Database }): Promise<WebhookDeliveryCounts> {
  const groups = await deps.db
    .select({
      status: webhookOutbox.status,
      hasError: sql<boolean>`${webhookOutbox.lastError} is not null`,
      count: sql<number>`count(*)::int`,
    })
    .from(webhookOutbox)
    .groupBy(webhookOutbox.status, sql`${webhookOutbox.lastError} is not null`);
  const counts: WebhookDeliveryCounts = { queued: 0, retrying: 0, delivered: 0, dead: 0 };
  for (const group of groups) {
    counts[toWebhookDeliveryState({ status: group.status, lastError: group.hasError ? 'failed' : null })] += group.count;
  }
  return counts;
}
