import { sql } from 'drizzle-orm';
import { type ConfigVersionKind, FIRST_CONFIG_VERSION } from '#domain/config-versions/config-version-kind';
import { configVersions } from '#server/db/schema';

/**
 * The version of a config in force, as an SQL expression to select beside the config's row, so
 * both come from one snapshot of the database: the newest recorded version, or 1 before the first
 * recorded save (docs/decisions/0010-app-settings-and-config-versions.md).
 */
export function currentConfigVersionSql(kind: ConfigVersionKind) {
  return sql<number>`(select coalesce(max(${configVersions.version}), ${FIRST_CONFIG_VERSION}) from ${configVersions} where ${configVersions.kind} = ${kind})`.mapWith(Number);
}
