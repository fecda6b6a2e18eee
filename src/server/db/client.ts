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
  const db = drizzle(pool, { schema });
  db.transaction = (run, config) => transactionOnOwnClient(pool, run, config);
  return { db, pool };
}

/**
 * Runs a transaction on a client this module checks out and always returns. Drizzle's own pool
 * transaction sends `begin` before its `try`, so a connection that died while idle in the pool
 * (a database restart) stayed checked out for good and `pool.end()` never finished
 * (docs/limits.md#database-down). A checked-out client also has no error listener of the pool's:
 * a connection dropped between two statements would otherwise crash the process.
 */
async function transactionOnOwnClient<T>(
  pool: pg.Pool,
  run: Parameters<Database['transaction']>[0],
  config: Parameters<Database['transaction']>[1],
): Promise<T> {
  const client = await pool.connect();
  // The statement in flight fails with the same error; the pool drops the dead client on release.
  const ignore = () => undefined;
  client.on('error', ignore);
  try {
    return (await onClient(client).transaction(run, config)) as T;
  } finally {
    client.removeListener('error', ignore);
    client.release();
  }
}

/**
 * Drizzle over one pooled connection, made once per connection: making it works out the
 * relations of every table in the schema, which cost more than the rest of a small transaction's
 * own work (docs/decisions/0016-performance-budgets-and-caches.md#the-event-beacons-own-work). The pool reuses
 * its connections, so this holds at most one per connection.
 */
const databaseOnClient = new WeakMap<pg.PoolClient, Database>();

function onClient(client: pg.PoolClient): Database {
  let db = databaseOnClient.get(client);
  if (!db) {
    db = drizzle(client, { schema });
    databaseOnClient.set(client, db);
  }
  return db;
}

export async function isDatabaseReachable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
