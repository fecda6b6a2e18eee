import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { issuedQuotes, leads } from '#server/db/schema';

/**
 * One batch of the issued-quote clean-up (docs/product/issued-quotes.md#retention): at most
 * `batchSize` quotes past their validity that no lead stores. A quote a lead stores stays with
 * the lead. One short DELETE on the valid_until index and the leads' issued_quote_id index.
 */
export async function deleteExpiredQuotes(deps: { db: Database; now: () => Date }, input: { batchSize: number }): Promise<{ deleted: number; isDone: boolean }> {
  const result = await deps.db.execute(sql`
    delete from ${issuedQuotes}
     where id in (select q.id from ${issuedQuotes} q
                   where q.valid_until < ${deps.now().toISOString()}::timestamptz
                     and not exists (select 1 from ${leads} l where l.issued_quote_id = q.id)
                   limit ${input.batchSize})`);
  const deleted = result.rowCount ?? 0;
  return { deleted, isDone: deleted < input.batchSize };
}
