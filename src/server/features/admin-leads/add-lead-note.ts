import { eq } from 'drizzle-orm';
import type { LeadDetail } from '#contracts/admin-leads.contract';
import { leadEvents, leads } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { loadLeadDetail } from './internal/load-lead-detail';
import type { AdminLeadsDeps, StaffActor } from './internal/staff-actor';

/** A dated note on the lead's timeline, with who wrote it. Notes are never edited, only added. */
export async function addLeadNote(
  deps: AdminLeadsDeps,
  input: { leadId: string; note: string; staff: StaffActor },
): Promise<LeadDetail> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, input.leadId)).returning({ id: leads.id });
    if (!lead) throw new NotFoundError('The lead');
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      kind: 'note_added',
      note: input.note,
      staffId: input.staff.id,
      staffEmail: input.staff.email,
      createdAt: now,
    });
    return loadLeadDetail(tx, lead.id);
  });
}
