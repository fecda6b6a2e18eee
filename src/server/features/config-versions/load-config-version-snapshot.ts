import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConfigVersionKind } from '#domain/config-versions/config-version-kind';
import type { Database } from '#server/db/client';
import { configVersions } from '#server/db/schema';
import { NotFoundError, UnprocessableError } from '#server/errors';

/**
 * The values a version kept, read with the config's own input schema, ready to be saved again by
 * a restore (docs/decisions/0010-app-settings-and-config-versions.md). 404 for a version that does not exist; 422
 * when what it kept no longer fits the config's shape (a field added or renamed since).
 */
export async function loadConfigVersionSnapshot<S extends z.ZodType>(
  deps: { db: Database },
  input: { kind: ConfigVersionKind; version: number; schema: S },
): Promise<z.output<S>> {
  const [row] = await deps.db
    .select({ snapshot: configVersions.snapshot })
    .from(configVersions)
    .where(and(eq(configVersions.kind, input.kind), eq(configVersions.version, input.version)))
    .limit(1);
  if (!row) throw new NotFoundError(`Version ${input.version}`);
  const parsed = input.schema.safeParse(row.snapshot);
  if (!parsed.success) {
    throw new UnprocessableError(
      `Version ${input.version} no longer fits the current settings, so it cannot be restored.`,
      undefined,
      'version_not_restorable',
    );
  }
  return parsed.data;
}
