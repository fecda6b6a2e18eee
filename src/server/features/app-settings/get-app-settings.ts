import { eq } from 'drizzle-orm';
import type { AppSettings } from '#contracts/app-settings.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import type { Database } from '#server/db/client';
import { readThroughConfigCache } from '#server/db/config-cache';
import { appSettings } from '#server/db/schema';
import { toAppSettingsValues } from './internal/to-app-settings-values';

/** Read by every customer page: cached in the process until a save (db/config-cache.ts). */
export function getAppSettings(deps: { db: Database }): Promise<AppSettings> {
  return readThroughConfigCache(deps.db, 'app_settings', () => loadAppSettings(deps.db));
}

async function loadAppSettings(db: Database): Promise<AppSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1)).limit(1);
  // The seed inserts the row at start; the defaults only cover a database emptied by hand.
  if (!row) return { ...DEFAULT_APP_SETTINGS, updatedAt: new Date(0).toISOString() };
  return { ...toAppSettingsValues(row), updatedAt: row.updatedAt.toISOString() };
}
