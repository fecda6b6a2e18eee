import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The lead webhook's settings (docs/product/testing-platform.md#webhook-settings): staff only,
 * kept apart from the app settings because the signing secret is write-only. No answer ever
 * carries a secret, saved or from the environment; only where it comes from.
 */

/** Where a value in force comes from: saved on screen, set by the server's environment, or nowhere. */
export const WEBHOOK_SETTING_SOURCES = ['saved', 'server', 'none'] as const;
export type WebhookSettingSource = (typeof WEBHOOK_SETTING_SOURCES)[number];

/** Shorter secrets are guessable; the HMAC takes any length, and automation tools generate long ones. */
export const MIN_WEBHOOK_SECRET_CHARS = 16;
export const MAX_WEBHOOK_SECRET_CHARS = 256;
export const MAX_WEBHOOK_URL_CHARS = 2000;

export const WebhookSettingsSchema = z.object({
  /** The URL saved on screen; null when none is (then the server's, if any, is used). */
  url: z.string().nullable(),
  /** LEAD_WEBHOOK_URL, shown as 'set by the server'; null when the environment sets none. */
  serverUrl: z.string().nullable(),
  /** The URL deliveries go to now, and where it comes from. */
  effectiveUrl: z.string().nullable(),
  urlSource: z.enum(WEBHOOK_SETTING_SOURCES),
  /** Never the secret itself. */
  secretSource: z.enum(WEBHOOK_SETTING_SOURCES),
  /** Off: new leads are not queued and queued deliveries wait. */
  enabled: z.boolean(),
  /** ALLOW_PRIVATE_WEBHOOK_TARGETS: loopback and private addresses are accepted. */
  allowPrivateTargets: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof WebhookSettingsSchema>;

export const UpdateWebhookSettingsBodySchema = z.object({
  /** Blank or null: no saved URL, so the server's (LEAD_WEBHOOK_URL) applies. */
  url: z
    .string()
    .trim()
    .max(MAX_WEBHOOK_URL_CHARS)
    .nullish()
    .transform((value) => (value ? value : null))
    // A light check here (z.url would pull more of zod into the customers' shared chunk); the
    // server parses the URL in full and runs the SSRF guard (docs/product/leads.md#webhook-targets).
    .pipe(z.string().regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'Enter a web address starting with http:// or https://').nullable()),
  enabled: z.boolean(),
  /** Absent: keep the saved secret. A string: replace it. null: remove it (the server's applies). */
  secret: z
    .string()
    .trim()
    .min(MIN_WEBHOOK_SECRET_CHARS, `Use at least ${MIN_WEBHOOK_SECRET_CHARS} characters`)
    .max(MAX_WEBHOOK_SECRET_CHARS)
    .nullable()
    .optional(),
});
export type UpdateWebhookSettingsBody = z.infer<typeof UpdateWebhookSettingsBodySchema>;
export type UpdateWebhookSettingsInput = z.input<typeof UpdateWebhookSettingsBodySchema>;

export const getWebhookSettings = defineEndpoint({
  method: 'GET',
  path: '/api/webhook-settings',
  responses: { 200: WebhookSettingsSchema },
});

export const updateWebhookSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/webhook-settings',
  body: UpdateWebhookSettingsBodySchema,
  responses: { 200: WebhookSettingsSchema },
});
