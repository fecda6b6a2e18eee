import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../server/db/client';
import { withAdminClient, withDatabase } from './server-global-setup';

export type TestDatabase = DatabaseHandle & { url: string; name: string; drop: () => Promise<void> };

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const template = inject('templateDatabase');
  const name = `t_${inject('testRunId')}_${randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  const url = withDatabase(adminUrl, name);
  const handle = connectDatabase(url, { max: 5 });
  return {
    ...handle,
    url,
    name,
    drop: async () => {
      await handle.pool.end();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
