import { eq } from 'drizzle-orm';
import type { LeadDetail } from '#contracts/admin-leads.contract';
import { leadEvents, leads } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { loadLeadDetail } from './internal/load-lead-detail';
import type { AdminLeadsDeps, StaffActor } from './internal/staff-actor';

/** The final quote (docs/product/lead-management.md#quote-edit), in pence, recorded on the timeline. */
export async function updateLeadQuote(
  deps: AdminLeadsDeps,
  input: { leadId: string; quoteAmountPence: number; staff: StaffActor },
): Promise<LeadDetail> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leads)
      .set({ quoteAmountPence: input.quoteAmountPence, updatedAt: now })
      .where(eq(leads.id, input.leadId))
      .returning({ id: leads.id });
    if (!updated) throw new NotFoundError('The lead');
    await tx.insert(leadEvents).values({
      leadId: updated.id,
      kind: 'quote_updated',
      quoteAmountPence: input.quoteAmountPence,
      staffId: input.staff.id,
      staffEmail: input.staff.email,
      createdAt: now,
    });
    return loadLeadDetail(tx, updated.id);
  });
}
