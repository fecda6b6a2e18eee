import type { FastifyInstance } from 'fastify';
import { getWebhookDeliveryCounts, listWebhookDeliveries as listWebhookDeliveriesEndpoint, retryWebhookDelivery as retryWebhookDeliveryEndpoint } from '#contracts/webhook-deliveries.contract';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { countWebhookDeliveries } from './count-webhook-deliveries';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { retryWebhookDelivery } from './retry-webhook-delivery';
import type { WebhookDeliveryDeps } from './send-delivery';

/** Each retry is an outside call; a person clicking needs far fewer. */
const RETRIES_PER_MINUTE = 60;

/** The lead webhook's delivery log and 'Retry now' (docs/product/testing-platform.md#delivery-log): staff only. */
export function webhookDeliveriesRoutes(deps: WebhookDeliveryDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, listWebhookDeliveriesEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await listWebhookDeliveries(deps)),
    });
    registerRoute(app, getWebhookDeliveryCounts, {
      access: 'staff',
      handler: async () => respond(200, await countWebhookDeliveries(deps)),
    });
    registerRoute(app, retryWebhookDeliveryEndpoint, {
      access: 'staff',
      rateLimitPerMinute: RETRIES_PER_MINUTE,
      handler: async ({ params, request }) => {
        const delivery = await retryWebhookDelivery(deps, { deliveryId: params.id });
        request.log.info({ outboxId: params.id, staffId: requireStaff(request).id, state: delivery.state }, 'lead webhook retried by staff');
        return respond(200, delivery);
      },
    });
  };
}
