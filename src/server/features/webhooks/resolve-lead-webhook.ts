import { eq } from 'drizzle-orm';
import type { WebhookSettingSource } from '#contracts/webhook-settings.contract';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { webhookSettings } from '#server/db/schema';

/** Where the lead webhook goes now: the saved settings over the environment's. */
export type LeadWebhookTarget = {
  url: string;
  secret: string | undefined;
  enabled: boolean;
  urlSource: Exclude<WebhookSettingSource, 'none'>;
  secretSource: WebhookSettingSource;
};

export type WebhookSettingsRow = typeof webhookSettings.$inferSelect;

/** The one row of webhook_settings, or undefined before the first save. */
export async function findWebhookSettingsRow(db: Database): Promise<WebhookSettingsRow | undefined> {
  const [row] = await db.select().from(webhookSettings).where(eq(webhookSettings.id, 1)).limit(1);
  return row;
}

/** Where the signing secret in force comes from: saved on screen, else the environment's, else none. */
export function toSecretSource(row: WebhookSettingsRow | undefined, fromEnv: Config['leadWebhook']): WebhookSettingSource {
  if (row?.secret) return 'saved';
  return fromEnv?.secret ? 'server' : 'none';
}

/**
 * A URL saved on screen overrides LEAD_WEBHOOK_URL, and a saved secret LEAD_WEBHOOK_SECRET, each
 * on its own (docs/product/testing-platform.md#webhook-settings). Read at every delivery, so a
 * change applies to the next attempt. Undefined when there is no URL at all.
 */
export function toLeadWebhookTarget(row: WebhookSettingsRow | undefined, fromEnv: Config['leadWebhook']): LeadWebhookTarget | undefined {
  const url = row?.url ?? fromEnv?.url;
  if (!url) return undefined;
  const secret = row?.secret ?? fromEnv?.secret;
  return {
    url,
    secret,
    enabled: row?.enabled ?? true,
    urlSource: row?.url ? 'saved' : 'server',
    secretSource: toSecretSource(row, fromEnv),
  };
}

export async function resolveLeadWebhook(db: Database, fromEnv: Config['leadWebhook']): Promise<LeadWebhookTarget | undefined> {
  return toLeadWebhookTarget(await findWebhookSettingsRow(db), fromEnv);
}
