import { eq, sql } from 'drizzle-orm';
import { TEST_LEAD_SOURCE } from '#domain/leads/test-lead';
import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';

/** How many test leads are stored (docs/product/leads.md#test-leads). */
export async function countTestLeads(deps: { db: Database }): Promise<{ count: number }> {
  const [row] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(eq(leads.source, TEST_LEAD_SOURCE));
  return { count: row?.count ?? 0 };
}
