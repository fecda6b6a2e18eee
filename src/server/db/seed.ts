import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_APP_SETTINGS } from '../../domain/settings/default-app-settings';
import * as schema from './schema';

type SeedDatabase = NodePgDatabase<typeof schema>;

/**
 * Inserts the spec's defaults once. `on conflict do nothing` means a later start never
 * overwrites what staff changed.
 */
export async function seedDefaults(db: SeedDatabase): Promise<void> {
  await db.insert(schema.appSettings).values({ id: 1, ...DEFAULT_APP_SETTINGS }).onConflictDoNothing();
}
