import { eq } from 'drizzle-orm';
import type { LeadDetail } from '#contracts/admin-leads.contract';
import {
  canChangeLeadStatus,
  DRAFT_LEAD_STATUS,
  isLeadRecordStatus,
  type LeadStatus,
} from '#domain/leads/can-change-lead-status';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import type { Config } from '#server/config';
import { leadEvents, leads } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/errors';
import { enqueueLeadWebhook, toLeadWebhookPayload } from '../webhooks/enqueue-lead-webhook';
import { loadLeadDetail } from './internal/load-lead-detail';
import type { AdminLeadsDeps, StaffActor } from './internal/staff-actor';

export type ChangeLeadStatusDeps = AdminLeadsDeps & { leadWebhook: Config['leadWebhook'] };

/**
 * Moves a lead along new → contacted → quoted → won or lost, as canChangeLeadStatus allows
 * (409 otherwise), with an optional note, recorded with who and when. The lead row is locked
 * so two staff changing it at once are applied one after the other, each checked.
 * Asking for the status the lead already has changes nothing (the note, if any, is kept).
 * A draft that staff pick up becomes a real lead, so the automation is told of it then.
 */
export async function changeLeadStatus(
  deps: ChangeLeadStatusDeps,
  input: { leadId: string; status: LeadStatus; note: string | undefined; staff: StaffActor },
): Promise<LeadDetail> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId)).for('update').limit(1);
    if (!lead) throw new NotFoundError('The lead');
    const from = isLeadRecordStatus(lead.status) ? lead.status : 'new';
    const actor = { staffId: input.staff.id, staffEmail: input.staff.email, createdAt: now };

    if (from === input.status) {
      if (input.note) await tx.insert(leadEvents).values({ leadId: lead.id, kind: 'note_added', note: input.note, ...actor });
      return loadLeadDetail(tx, lead.id);
    }
    if (!canChangeLeadStatus(from, input.status)) {
      throw new ConflictError(
        `A ${toLeadStatusLabel(from).toLowerCase()} lead cannot be moved to ${toLeadStatusLabel(input.status).toLowerCase()}.`,
        'lead_status_change_refused',
      );
    }

    const [updated] = await tx
      .update(leads)
      .set({ status: input.status, isDraft: false, updatedAt: now })
      .where(eq(leads.id, lead.id))
      .returning();
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      kind: 'status_changed',
      fromStatus: from,
      toStatus: input.status,
      note: input.note ?? null,
      ...actor,
    });
    if (from === DRAFT_LEAD_STATUS && updated) await enqueueLeadWebhook(tx, deps.leadWebhook, toLeadWebhookPayload(updated));
    return loadLeadDetail(tx, lead.id);
  });
}
