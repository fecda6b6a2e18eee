import { z } from 'zod';
import type { ConfigValue } from '../domain/config-versions/diff-config';
import { defineEndpoint } from './endpoint';

/**
 * The history every versioned config shares (docs/decisions/0010-app-settings-and-config-versions.md): each save
 * of App Settings or Pricing Config (and, when its screen arrives, the quote engine config) is
 * kept as a numbered version with who, when and which fields changed. A config's two endpoints
 * come from `defineConfigVersionEndpoints` below, under that config's own path.
 */

const ConfigValueSchema: z.ZodType<ConfigValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(ConfigValueSchema), z.record(z.string(), ConfigValueSchema)]),
);

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

export const ConfigVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000) });

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
