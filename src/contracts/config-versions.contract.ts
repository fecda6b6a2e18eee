import { z } from 'zod';
import type { ConfigValue } from '../domain/config-versions/diff-config';
import { AppSettingsSchema } from './app-settings.contract';
import { defineEndpoint } from './endpoint';
import { PricingConfigResponseSchema } from './pricing.contract';
import { QuoteEngineConfigResponseSchema } from './quote-engine.contract';

/**
 * The history every versioned config shares (docs/decisions/0010-app-settings-and-config-versions.md): each save
 * of App Settings or Pricing Config (and, when its screen arrives, the quote engine config) is
 * kept as a numbered version with who, when and which fields changed. A config's two endpoints
 * come from `defineConfigVersionEndpoints` below, under that config's own path, and are listed at
 * the end of this file: staff only, and apart from the configs' own contracts, which the customer
 * screens load.
 */

/**
 * A value as a version kept it: whatever JSON the config held. Not checked further: the server
 * wrote it from the config's own schema, and the screens only print it.
 */
const ConfigValueSchema = z.unknown() as z.ZodType<ConfigValue>;

/** One changed field: its wire path ('urgencyModifiers.high') and its value before and after. */
export const ConfigChangeSchema = z.object({
  field: z.string(),
  from: ConfigValueSchema,
  to: ConfigValueSchema,
});
export type ConfigChangeDto = z.infer<typeof ConfigChangeSchema>;

export const ConfigVersionSummarySchema = z.object({
  /** 1 is the config as it was before its first recorded save; each save adds one. */
  version: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  /** Who saved it; null for the starting point, which nobody saved through the screen. */
  staffEmail: z.string().nullable(),
  /** Set when the save was a restore of an earlier version. */
  restoredFromVersion: z.number().int().nullable(),
  /** What this version changed from the one before it; empty for the starting point. */
  changes: z.array(ConfigChangeSchema),
});
export type ConfigVersionSummary = z.infer<typeof ConfigVersionSummarySchema>;

export const ConfigVersionListSchema = z.object({
  /** Newest first; the first is the config in force. */
  versions: z.array(ConfigVersionSummarySchema),
});
export type ConfigVersionList = z.infer<typeof ConfigVersionListSchema>;

/** How many versions a screen lists (docs/decisions/0010-app-settings-and-config-versions.md). */
export const CONFIG_VERSION_LIST_LIMIT = 20;

/** A version number in the path: digits only, 1 or more. */
export const ConfigVersionParamsSchema = z.object({
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'A version is a whole number from 1.')
    .transform(Number),
});

/**
 * A versioned config's history endpoints, under its own path: GET `{base}/versions` lists the
 * recent versions; POST `{base}/versions/:version/restore` saves that version's values again as a
 * new version and answers the config as the config's own save does. Both are for staff.
 */
export function defineConfigVersionEndpoints<const Base extends string, const Restored extends z.ZodType>(base: Base, restored: Restored) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/versions`,
      responses: { 200: ConfigVersionListSchema },
    }),
    restore: defineEndpoint({
      method: 'POST',
      path: `${base}/versions/:version/restore`,
      params: ConfigVersionParamsSchema,
      responses: { 200: restored },
    }),
  };
}

/** The app settings' history and restore (docs/product/app-settings.md#history). */
export const appSettingsVersions = defineConfigVersionEndpoints('/api/app-settings', AppSettingsSchema);

/** The pricing config's history and restore (docs/product/pricing-config.md#history). */
export const pricingConfigVersions = defineConfigVersionEndpoints('/api/pricing/config', PricingConfigResponseSchema);

/** The quote-engine config's history and restore (docs/product/quote-engine.md#history). */
export const quoteEngineConfigVersions = defineConfigVersionEndpoints('/api/quote-engine/config', QuoteEngineConfigResponseSchema);
