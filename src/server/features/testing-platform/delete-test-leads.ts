import { eq, inArray } from 'drizzle-orm';
import { TEST_LEAD_SOURCE } from '#domain/leads/test-lead';
import type { Database } from '#server/db/client';
import { leads, webhookOutbox } from '#server/db/schema';

/**
 * 'Remove test leads' (docs/product/leads.md#test-leads): every lead marked as a test goes, in
 * one transaction, with its timeline, save keys (by cascade) and webhook deliveries, as a lead
 * deleted by hand does (docs/product/leads.md#deleting). Real leads are never touched: the mark
 * is the source alone.
 */
export async function deleteTestLeads(deps: { db: Database }): Promise<{ deleted: number }> {
  return deps.db.transaction(async (tx) => {
    const ids = (await tx.select({ id: leads.id }).from(leads).where(eq(leads.source, TEST_LEAD_SOURCE)).for('update')).map((row) => row.id);
    if (ids.length === 0) return { deleted: 0 };
    await tx.delete(webhookOutbox).where(inArray(webhookOutbox.leadId, ids));
    await tx.delete(leads).where(inArray(leads.id, ids));
    return { deleted: ids.length };
  });
}
