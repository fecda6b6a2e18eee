import { z } from 'zod';
import { MIN_WEBHOOK_SECRET_CHARS, type UpdateWebhookSettingsBody, type WebhookSettings } from '#contracts/webhook-settings.contract';

/**
 * The webhook settings form (docs/product/testing-platform.md#webhook-settings). The secret is
 * write-only: the form starts with none, and what staff do with it is a choice.
 */
export const SECRET_ACTIONS = ['keep', 'replace', 'remove'] as const;
export type SecretAction = (typeof SECRET_ACTIONS)[number];

export const WebhookSettingsFormSchema = z
  .object({
    url: z.string().trim(),
    enabled: z.boolean(),
    secretAction: z.enum(SECRET_ACTIONS),
    newSecret: z.string().trim(),
  })
  .refine((values) => values.secretAction !== 'replace' || values.newSecret.length >= MIN_WEBHOOK_SECRET_CHARS, {
    path: ['newSecret'],
    message: `Use at least ${MIN_WEBHOOK_SECRET_CHARS} characters`,
  });
export type WebhookSettingsFormValues = z.infer<typeof WebhookSettingsFormSchema>;

export function toWebhookSettingsForm(settings: WebhookSettings): WebhookSettingsFormValues {
  return { url: settings.url ?? '', enabled: settings.enabled, secretAction: 'keep', newSecret: '' };
}

export function toWebhookSettingsBody(values: WebhookSettingsFormValues): UpdateWebhookSettingsBody {
  const secret = values.secretAction === 'replace' ? values.newSecret : values.secretAction === 'remove' ? null : undefined;
  return { url: values.url || null, enabled: values.enabled, ...(secret === undefined ? {} : { secret }) };
}

/** The server names `secret`; the form's field is `newSecret`. */
export function toWebhookFormField(wireName: string): 'url' | 'newSecret' | undefined {
  if (wireName === 'url') return 'url';
  if (wireName === 'secret') return 'newSecret';
  return undefined;
}
