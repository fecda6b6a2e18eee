import type { FastifyInstance } from 'fastify';
import { pricingConfigVersions } from '#contracts/config-versions.contract';
import { previewPricingConfig as previewPricingConfigEndpoint } from '#contracts/pricing-preview.contract';
import { getPricingConfig as getPricingConfigEndpoint, updatePricingConfig as updatePricingConfigEndpoint } from '#contracts/pricing.contract';
import { pricingConfigToWire } from '#domain/pricing/pricing-config-wire';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { listConfigVersions } from '../config-versions/list-config-versions';
import { getPricingConfig, type StoredPricingConfig } from './get-pricing-config';
import { previewPricingConfig } from './preview-pricing-config';
import { restorePricingConfigVersion } from './restore-pricing-config-version';
import { updatePricingConfig } from './update-pricing-config';

function toResponse(stored: StoredPricingConfig) {
  return { ...pricingConfigToWire(stored.config), updatedAt: stored.updatedAt.toISOString() };
}

/** The pricing config (docs/product/pricing-config.md): public to read, staff to change. */
export function pricingRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getPricingConfigEndpoint, {
      access: 'public',
      handler: async () => respond(200, toResponse(await getPricingConfig(deps))),
    });
    registerRoute(app, updatePricingConfigEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) =>
        respond(200, toResponse(await updatePricingConfig(deps, { config: body, staff: requireStaff(request) }))),
    });
    registerRoute(app, previewPricingConfigEndpoint, {
      access: 'staff',
      handler: async ({ body }) => respond(200, await previewPricingConfig(deps, { draft: body })),
    });
    registerRoute(app, pricingConfigVersions.list, {
      access: 'staff',
      handler: async () => respond(200, await listConfigVersions(deps, 'pricing_config')),
    });
    registerRoute(app, pricingConfigVersions.restore, {
      access: 'owner',
      handler: async ({ params, request }) =>
        respond(200, toResponse(await restorePricingConfigVersion(deps, { version: params.version, staff: requireStaff(request) }))),
    });
  };
}
