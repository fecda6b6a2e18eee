import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded-postgres';
import { migrateAndSeed } from '../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
    testRunId: string;
  }
}

/**
 * One PostgreSQL per test run: the embedded one, or the server at DATABASE_URL (CI runs the
 * suite a second time against Debian's PostgreSQL 15). A template database is migrated once;
 * each test file clones it, so files are independent and cloning takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'handyman-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: tempDir, log: () => undefined });
    adminUrl = embedded.connectionString;
  }

  const templateDatabase = `handyman_template_${runId}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${templateDatabase}"`));
  const template = connectDatabase(withDatabase(adminUrl, templateDatabase), { max: 2 });
  await migrateAndSeed(template.pool);
  await template.pool.end();

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('testRunId', runId);

  return async () => {
    if (embedded) {
      await embedded.stop();
      if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
      return;
    }
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`%${runId}%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
