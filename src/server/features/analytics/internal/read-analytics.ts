import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

/**
 * Memory for one analytics query's sorts and hash tables. PostgreSQL's default (4 MB) makes a
 * month of sessions (100,000 and more) spill to disk and take several times as long; 64 MB holds
 * them, and only while the query runs (docs/decisions/0012-analytics-hourly-session-rollup.md).
 */
const ANALYTICS_WORK_MEM = '64MB';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What an analytics query needs: a database or the read transaction. */
export type AnalyticsReader = Pick<Database, 'execute'>;

/** Runs an analytics read in a read-only transaction with the memory it needs. */
export function readAnalytics<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('work_mem', ${ANALYTICS_WORK_MEM}, true)`);
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}
