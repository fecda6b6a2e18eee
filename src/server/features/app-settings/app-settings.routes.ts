import type { FastifyInstance } from 'fastify';
import { getAppSettings as getAppSettingsEndpoint, updateAppSettings as updateAppSettingsEndpoint } from '#contracts/app-settings.contract';
import { appSettingsVersions } from '#contracts/config-versions.contract';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { listConfigVersions } from '../config-versions/list-config-versions';
import { getAppSettings } from './get-app-settings';
import { restoreAppSettingsVersion } from './restore-app-settings-version';
import { updateAppSettings } from './update-app-settings';

/** The app settings (docs/product/app-settings.md): public to read, staff to change. */
export function appSettingsRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getAppSettingsEndpoint, {
      access: 'public',
      handler: async () => respond(200, await getAppSettings(deps)),
    });
    registerRoute(app, updateAppSettingsEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) => respond(200, await updateAppSettings(deps, { settings: body, staff: requireStaff(request) })),
    });
    registerRoute(app, appSettingsVersions.list, {
      access: 'staff',
      handler: async () => respond(200, await listConfigVersions(deps, 'app_settings')),
    });
    registerRoute(app, appSettingsVersions.restore, {
      access: 'owner',
      handler: async ({ params, request }) =>
        respond(200, await restoreAppSettingsVersion(deps, { version: params.version, staff: requireStaff(request) })),
    });
  };
}
