import type { FastifyInstance } from 'fastify';
import { quoteEngineConfigVersions } from '#contracts/config-versions.contract';
import {
  analyseQuoteMethod,
  getQuoteEngineConfig as getQuoteEngineConfigEndpoint,
  previewQuoteEngineImpact as previewQuoteEngineImpactEndpoint,
  recommendQuoteMethod as recommendQuoteMethodEndpoint,
  saveQuoteEngineConfig as saveQuoteEngineConfigEndpoint,
} from '#contracts/quote-engine.contract';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { listConfigVersions } from '../config-versions/list-config-versions';
import { getQuoteEngineConfig, type StoredQuoteEngineConfig } from './get-quote-engine-config';
import { previewQuoteEngineImpact } from './preview-quote-engine-impact';
import { recommendQuoteMethod } from './recommend-quote-method';
import { restoreQuoteEngineConfigVersion } from './restore-quote-engine-config-version';
import { saveQuoteEngineConfig } from './save-quote-engine-config';

/** Each recommendation analyses a description: cheap, but not free. */
const RECOMMENDATIONS_PER_MINUTE = 60;

function toResponse(stored: StoredQuoteEngineConfig) {
  return { ...stored.config, updatedAt: stored.updatedAt.toISOString() };
}

export function quoteEngineRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, recommendQuoteMethodEndpoint, {
      access: 'public',
      rateLimitPerMinute: RECOMMENDATIONS_PER_MINUTE,
      handler: async ({ body }) => {
        const result = await recommendQuoteMethod(deps, body);
        return respond(200, { recommendedType: result.action, combinedScore: result.combinedScore, reasoning: result.reasoning });
      },
    });
    registerRoute(app, getQuoteEngineConfigEndpoint, {
      access: 'staff',
      handler: async () => respond(200, toResponse(await getQuoteEngineConfig(deps))),
    });
    registerRoute(app, saveQuoteEngineConfigEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) =>
        respond(200, toResponse(await saveQuoteEngineConfig(deps, { config: body, staff: requireStaff(request) }))),
    });
    registerRoute(app, quoteEngineConfigVersions.list, {
      access: 'staff',
      handler: async () => respond(200, await listConfigVersions(deps, 'quote_engine_config')),
    });
    registerRoute(app, quoteEngineConfigVersions.restore, {
      access: 'owner',
      handler: async ({ params, request }) =>
        respond(200, toResponse(await restoreQuoteEngineConfigVersion(deps, { version: params.version, staff: requireStaff(request) }))),
    });
    registerRoute(app, analyseQuoteMethod, {
      access: 'staff',
      handler: async ({ body }) => {
        const result = await recommendQuoteMethod(deps, body);
        return respond(200, {
          action: result.action,
          combinedScore: result.combinedScore,
          reasoning: result.reasoning.join('\n'),
          factors: result.factors,
        });
      },
    });
    registerRoute(app, previewQuoteEngineImpactEndpoint, {
      access: 'staff',
      handler: async ({ body }) => respond(200, await previewQuoteEngineImpact(deps, body)),
    });
  };
}
