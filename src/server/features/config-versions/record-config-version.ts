import { desc, eq } from 'drizzle-orm';
import { type ConfigVersionKind, FIRST_CONFIG_VERSION } from '#domain/config-versions/config-version-kind';
import { type ConfigValue, diffConfig } from '#domain/config-versions/diff-config';
import type { Database } from '#server/db/client';
import { notifyConfigChanged } from '#server/db/config-cache';
import { configVersions } from '#server/db/schema';

/** A config in its wire shape, as a version keeps it. */
export type ConfigSnapshot = { readonly [field: string]: ConfigValue };

/** Who saved: kept on the version, the email even if the account is later removed. */
export type ConfigVersionActor = { id: string; email: string };

export type RecordConfigVersionInput = {
  kind: ConfigVersionKind;
  /** The config as it stood before this save, with when and by whom it was last saved. */
  before: { snapshot: ConfigSnapshot; savedAt: Date; savedBy: string | null };
  after: ConfigSnapshot;
  staff: ConfigVersionActor;
  now: Date;
  /** Set when the save restores an earlier version. */
  restoredFromVersion?: number | null;
};

/**
 * Records a save of a versioned config (docs/decisions/0010-app-settings-and-config-versions.md), inside the
 * save's own transaction so a config and its history never disagree. The first recorded save of a
 * kind first writes down the config as it stood (version 1, the starting point), so the values
 * leads were priced with before then can be seen and restored. Returns the new version's number.
 *
 * The caller must hold the config row's lock (it reads `before` with SELECT … FOR UPDATE), which
 * makes concurrent saves of one config take their version numbers in turn.
 */
export async function recordConfigVersion(tx: Database, input: RecordConfigVersionInput): Promise<number> {
  const [latest] = await tx
    .select({ version: configVersions.version, snapshot: configVersions.snapshot })
    .from(configVersions)
    .where(eq(configVersions.kind, input.kind))
    .orderBy(desc(configVersions.version))
    .limit(1);
  if (!latest) {
    await tx.insert(configVersions).values({
      kind: input.kind,
      version: FIRST_CONFIG_VERSION,
      snapshot: input.before.snapshot,
      changes: [],
      staffId: input.before.savedBy,
      createdAt: input.before.savedAt,
    });
  }
  const version = (latest?.version ?? FIRST_CONFIG_VERSION) + 1;
  await tx.insert(configVersions).values({
    kind: input.kind,
    version,
    snapshot: input.after,
    changes: diffConfig(input.before.snapshot, input.after),
    restoredFromVersion: input.restoredFromVersion ?? null,
    staffId: input.staff.id,
    staffEmail: input.staff.email,
    createdAt: input.now,
  });
  // Every instance's cached copy is dropped when this transaction commits (db/config-cache.ts).
  await notifyConfigChanged(tx, input.kind);
  return version;
}
