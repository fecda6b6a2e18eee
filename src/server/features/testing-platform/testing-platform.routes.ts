import type { FastifyInstance } from 'fastify';
import {
  countTestLeads as countTestLeadsEndpoint,
  deleteTestLeads as deleteTestLeadsEndpoint,
  runWebhookTest as runWebhookTestEndpoint,
} from '#contracts/testing-platform.contract';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import type { WebhookDeliveryDeps } from '../webhooks/send-delivery';
import { countTestLeads } from './count-test-leads';
import { deleteTestLeads } from './delete-test-leads';
import { runWebhookTest } from './run-webhook-test';

/** Each webhook test stores a lead and makes an outside call: plenty for a person testing, not a flood. */
const WEBHOOK_TESTS_PER_MINUTE = 30;

/** The Testing Platform's calls (docs/product/testing-platform.md#endpoints): staff only. */
export function testingPlatformRoutes(deps: WebhookDeliveryDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, runWebhookTestEndpoint, {
      access: 'staff',
      rateLimitPerMinute: WEBHOOK_TESTS_PER_MINUTE,
      handler: async ({ body }) => respond(200, await runWebhookTest(deps, { body })),
    });
    registerRoute(app, countTestLeadsEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await countTestLeads(deps)),
    });
    registerRoute(app, deleteTestLeadsEndpoint, {
      access: 'staff',
      handler: async ({ request }) => {
        const result = await deleteTestLeads(deps);
        request.log.info({ deleted: result.deleted, staffId: requireStaff(request).id }, 'test leads removed');
        return respond(200, result);
      },
    });
  };
}
