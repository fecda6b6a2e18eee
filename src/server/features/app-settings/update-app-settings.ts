import { eq } from 'drizzle-orm';
import type { AppSettings, AppSettingsInput } from '#contracts/app-settings.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { prepareAppSettingsForSave } from '#domain/settings/prepare-app-settings-for-save';
import type { Database } from '#server/db/client';
import { invalidateConfigCache } from '#server/db/config-cache';
import { appSettings } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { type ConfigVersionActor, recordConfigVersion } from '../config-versions/record-config-version';
import { toAppSettingsValues } from './internal/to-app-settings-values';

/**
 * The App Settings save (docs/product/app-settings.md#saving): the domain checks every field and
 * writes both phone numbers in their normal form; the row and its new version are written in one
 * transaction, so nothing is half-saved. A restore is this save with the version it came from.
 */
export async function updateAppSettings(
  deps: { db: Database; now: () => Date },
  input: { settings: AppSettingsInput; staff: ConfigVersionActor; restoredFromVersion?: number },
): Promise<AppSettings> {
  const prepared = prepareAppSettingsForSave(input.settings);
  if (!prepared.ok) throw new UnprocessableError('The app settings are not valid.', prepared.invalidParams, 'invalid_app_settings');
  const settings = prepared.value;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(appSettings).where(eq(appSettings.id, 1)).for('update').limit(1);
    const values = { ...settings, updatedAt: now, updatedBy: input.staff.id };
    await tx.insert(appSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: appSettings.id, set: values });
    await recordConfigVersion(tx, {
      kind: 'app_settings',
      before: {
        snapshot: current ? toAppSettingsValues(current) : DEFAULT_APP_SETTINGS,
        savedAt: current?.updatedAt ?? now,
        savedBy: current?.updatedBy ?? null,
      },
      after: settings,
      staff: input.staff,
      now,
      restoredFromVersion: input.restoredFromVersion,
    });
  });
  invalidateConfigCache(deps.db, 'app_settings');
  return { ...settings, updatedAt: now.toISOString() };
}
