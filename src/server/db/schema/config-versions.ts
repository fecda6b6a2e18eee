import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONFIG_VERSION_KINDS, type ConfigVersionKind } from '#domain/config-versions/config-version-kind';
import type { ConfigChange } from '#domain/config-versions/diff-config';
import { staffAccounts } from './staff';

/**
 * Every saved version of the versioned configs, one table for all of them, told apart by kind
 * (docs/decisions/0010-app-settings-and-config-versions.md). A version keeps the whole config as the API carries it
 * (so a restore is a save of that snapshot), who saved it, when, and the fields it changed.
 */
export const configVersions = pgTable(
  'config_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConfigVersionKind>().notNull(),
    /** 1, 2, 3… within its kind; 1 is the config as it stood before the first recorded save. */
    version: integer('version').notNull(),
    /** The whole config in its wire shape (AppSettingsInput, PricingConfigDto, …). */
    snapshot: jsonb('snapshot').notNull(),
    /** `{ field, from, to }[]` against the version before; empty for version 1. */
    changes: jsonb('changes').$type<ConfigChange[]>().notNull(),
    restoredFromVersion: integer('restored_from_version'),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept even if the account is later removed. */
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('config_versions_kind_version_idx').on(t.kind, t.version),
    check(
      'config_versions_kind_check',
      sql.raw(`${t.kind.name} in (${CONFIG_VERSION_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
