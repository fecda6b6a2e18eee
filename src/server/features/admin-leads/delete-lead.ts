import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { leads, webhookOutbox } from '#server/db/schema';
import { NotFoundError } from '#server/errors';

/**
 * Deletes a lead and everything held about it (docs/product/leads.md#deleting: "Lead and all
 * associated data have been permanently removed"): its timeline and save keys go by cascade, and its webhook
 * deliveries, which carry a copy of the customer's details, are removed here. A delivery not
 * yet made is therefore never made: the automation is not told about a deleted lead.
 */
export async function deleteLead(deps: { db: Database }, input: { leadId: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId)).for('update').limit(1);
    if (!lead) throw new NotFoundError('The lead');
    await tx.delete(webhookOutbox).where(eq(webhookOutbox.leadId, lead.id));
    await tx.delete(leads).where(eq(leads.id, lead.id));
  });
}
