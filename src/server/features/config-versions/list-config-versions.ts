import { desc, eq } from 'drizzle-orm';
import { CONFIG_VERSION_LIST_LIMIT, ConfigChangeSchema, type ConfigVersionList } from '#contracts/config-versions.contract';
import type { ConfigVersionKind } from '#domain/config-versions/config-version-kind';
import type { Database } from '#server/db/client';
import { configVersions } from '#server/db/schema';

const ChangesSchema = ConfigChangeSchema.array();

/**
 * A config's recent versions, newest first (docs/decisions/0010-app-settings-and-config-versions.md). A changes
 * list that no longer reads (a hand edit) shows as no changes rather than failing the list.
 */
export async function listConfigVersions(deps: { db: Database }, kind: ConfigVersionKind): Promise<ConfigVersionList> {
  const rows = await deps.db
    .select({
      version: configVersions.version,
      createdAt: configVersions.createdAt,
      staffEmail: configVersions.staffEmail,
      restoredFromVersion: configVersions.restoredFromVersion,
      changes: configVersions.changes,
    })
    .from(configVersions)
    .where(eq(configVersions.kind, kind))
    .orderBy(desc(configVersions.version))
    .limit(CONFIG_VERSION_LIST_LIMIT);
  return {
    versions: rows.map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      staffEmail: row.staffEmail,
      restoredFromVersion: row.restoredFromVersion,
      changes: ChangesSchema.safeParse(row.changes).data ?? [],
    })),
  };
}
