import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type DatabaseHandle = { db: Database; pool: pg.Pool };

export function connectDatabase(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: 'handyman-quotes',
  });
  // A connection dropped while idle (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }), pool };
}

export async function isDatabaseReachable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
