import type { FastifyInstance } from 'fastify';
import { getPricingConfig as getPricingConfigEndpoint, updatePricingConfig as updatePricingConfigEndpoint } from '#contracts/pricing.contract';
import { pricingConfigToWire } from '#domain/pricing/pricing-config-wire';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { getPricingConfig, type StoredPricingConfig } from './get-pricing-config';
import { updatePricingConfig } from './update-pricing-config';

function toResponse(stored: StoredPricingConfig) {
  return { ...pricingConfigToWire(stored.config), updatedAt: stored.updatedAt.toISOString() };
}

export function pricingRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getPricingConfigEndpoint, {
      access: 'public',
      handler: async () => respond(200, toResponse(await getPricingConfig(deps))),
    });
    registerRoute(app, updatePricingConfigEndpoint, {
      access: 'staff',
      handler: async ({ body, request }) =>
        respond(200, toResponse(await updatePricingConfig(deps, { config: body, staffId: requireStaff(request).id }))),
    });
  };
}
