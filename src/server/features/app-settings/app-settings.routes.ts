import type { FastifyInstance } from 'fastify';
import { getAppSettings as getAppSettingsEndpoint } from '#contracts/app-settings.contract';
import type { Database } from '#server/db/client';
import { registerRoute, respond } from '#server/route';
import { getAppSettings } from './get-app-settings';

export function appSettingsRoutes(deps: { db: Database }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getAppSettingsEndpoint, {
      access: 'public',
      handler: async () => respond(200, await getAppSettings(deps)),
    });
  };
}
