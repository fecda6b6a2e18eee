/**
 * The configs whose every save is kept as a version (docs/decisions/0010-app-settings-and-config-versions.md):
 * one history table serves them all, told apart by kind. The quote engine's config is listed
 * already so its screen only has to add its routes.
 */
export const CONFIG_VERSION_KINDS = ['app_settings', 'pricing_config', 'quote_engine_config'] as const;
export type ConfigVersionKind = (typeof CONFIG_VERSION_KINDS)[number];

/**
 * A config before its first recorded save is version 1: the history writes that starting point
 * down when the first change is saved, so every lead priced before then still names a version.
 */
export const FIRST_CONFIG_VERSION = 1;
