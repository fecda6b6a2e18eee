import type { UpdateWebhookSettingsBody, WebhookSettings } from '#contracts/webhook-settings.contract';
import { webhookSettings } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { checkWebhookTarget, type ResolveHost } from './check-webhook-target';
import { getWebhookSettings, type WebhookSettingsDeps } from './get-webhook-settings';

export type UpdateWebhookSettingsDeps = WebhookSettingsDeps & { now: () => Date; resolveHost: ResolveHost };

/**
 * Saves the webhook settings (docs/product/testing-platform.md#webhook-settings). A new URL must
 * pass the SSRF guard now (docs/product/leads.md#webhook-targets), and again at each delivery.
 * The secret is write-only: absent keeps it, a value replaces it, null removes it (then the
 * server's applies). The answer never carries it.
 */
export async function updateWebhookSettings(
  deps: UpdateWebhookSettingsDeps,
  input: { body: UpdateWebhookSettingsBody; staffId: string },
): Promise<WebhookSettings> {
  const { body } = input;
  if (body.url) {
    const check = await checkWebhookTarget(body.url, { resolve: deps.resolveHost, allowPrivate: deps.allowPrivateWebhookTargets });
    if (!check.allowed) {
      throw new UnprocessableError('The webhook URL cannot be used.', [{ name: 'url', reason: check.reason }], 'webhook_target_refused');
    }
  }
  const values = {
    url: body.url,
    enabled: body.enabled,
    ...(body.secret === undefined ? {} : { secret: body.secret }),
    updatedAt: deps.now(),
    updatedBy: input.staffId,
  };
  await deps.db
    .insert(webhookSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: webhookSettings.id, set: values });
  return getWebhookSettings(deps);
}
