import { type AppSettings, AppSettingsInputSchema } from '#contracts/app-settings.contract';
import type { Database } from '#server/db/client';
import { loadConfigVersionSnapshot } from '../config-versions/load-config-version-snapshot';
import type { ConfigVersionActor } from '../config-versions/record-config-version';
import { updateAppSettings } from './update-app-settings';

/**
 * Puts an earlier version's settings back (docs/product/app-settings.md#history): saved through
 * the same rules as any save, and recorded as a new version that names the one restored.
 */
export async function restoreAppSettingsVersion(
  deps: { db: Database; now: () => Date },
  input: { version: number; staff: ConfigVersionActor },
): Promise<AppSettings> {
  const settings = await loadConfigVersionSnapshot(deps, { kind: 'app_settings', version: input.version, schema: AppSettingsInputSchema });
  return updateAppSettings(deps, { settings, staff: input.staff, restoredFromVersion: input.version });
}
