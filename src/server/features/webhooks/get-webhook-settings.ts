import { eq } from 'drizzle-orm';
import type { WebhookSettings } from '#contracts/webhook-settings.contract';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { staffAccounts, webhookSettings } from '#server/db/schema';
import { toLeadWebhookTarget, toSecretSource } from './resolve-lead-webhook';

export type WebhookSettingsDeps = { db: Database; leadWebhook: Config['leadWebhook']; allowPrivateWebhookTargets: boolean };

/**
 * The webhook settings as the screen shows them (docs/product/testing-platform.md#webhook-settings):
 * the saved URL, the server's URL, which one is in force, and where the secret comes from,
 * never the secret itself.
 */
export async function getWebhookSettings(deps: WebhookSettingsDeps): Promise<WebhookSettings> {
  const [found] = await deps.db
    .select({ row: webhookSettings, updatedBy: staffAccounts.email })
    .from(webhookSettings)
    .leftJoin(staffAccounts, eq(staffAccounts.id, webhookSettings.updatedBy))
    .where(eq(webhookSettings.id, 1))
    .limit(1);
  const row = found?.row;
  const target = toLeadWebhookTarget(row, deps.leadWebhook);
  return {
    url: row?.url ?? null,
    serverUrl: deps.leadWebhook?.url ?? null,
    effectiveUrl: target?.url ?? null,
    urlSource: target?.urlSource ?? 'none',
    secretSource: toSecretSource(row, deps.leadWebhook),
    enabled: row?.enabled ?? true,
    allowPrivateTargets: deps.allowPrivateWebhookTargets,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: found?.updatedBy ?? null,
  };
}
