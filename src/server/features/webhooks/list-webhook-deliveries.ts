import type { WebhookDeliveryLog } from '#contracts/webhook-deliveries.contract';
import { WEBHOOK_DELIVERY_LOG_LIMIT } from '#domain/webhooks/webhook-delivery-state';
import type { Database } from '#server/db/client';
import { countWebhookDeliveries } from './count-webhook-deliveries';
import { loadWebhookDeliveries } from './internal/load-webhook-deliveries';

/** The delivery log (docs/product/testing-platform.md#delivery-log): the last 100, newest first, and the counts of all. */
export async function listWebhookDeliveries(deps: { db: Database }): Promise<WebhookDeliveryLog> {
  const [deliveries, counts] = await Promise.all([
    loadWebhookDeliveries(deps.db, { limit: WEBHOOK_DELIVERY_LOG_LIMIT }),
    countWebhookDeliveries(deps),
  ]);
  return { deliveries, counts };
}
