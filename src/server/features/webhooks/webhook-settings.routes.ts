import type { FastifyInstance } from 'fastify';
import { getWebhookSettings as getWebhookSettingsEndpoint, updateWebhookSettings as updateWebhookSettingsEndpoint } from '#contracts/webhook-settings.contract';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { getWebhookSettings } from './get-webhook-settings';
import { updateWebhookSettings, type UpdateWebhookSettingsDeps } from './update-webhook-settings';

/** The lead webhook's settings (docs/product/testing-platform.md#webhook-settings): staff only. */
export function webhookSettingsRoutes(deps: UpdateWebhookSettingsDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getWebhookSettingsEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await getWebhookSettings(deps)),
    });
    registerRoute(app, updateWebhookSettingsEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) => {
        const staff = requireStaff(request);
        const settings = await updateWebhookSettings(deps, { body, staffId: staff.id });
        // Who changed where the firm's leads go is worth a line in the log; the URL is not logged.
        request.log.info({ staffId: staff.id, urlSource: settings.urlSource, enabled: settings.enabled }, 'webhook settings saved');
        return respond(200, settings);
      },
    });
  };
}
