import type { CreateAdminLeadBody, LeadDetail } from '#contracts/admin-leads.contract';
import { ADMIN_LEAD_SOURCE } from '#domain/leads/admin-lead-defaults';
import type { Config } from '#server/config';
import { leadEvents, leads } from '#server/db/schema';
import { priceLeadDescription } from '../analysis/price-lead-description';
import { enqueueLeadWebhook, toLeadWebhookPayload } from '../webhooks/enqueue-lead-webhook';
import { toLeadDetail } from './internal/load-lead-detail';
import type { AdminLeadsDeps, StaffActor } from './internal/staff-actor';

export type CreateAdminLeadDeps = AdminLeadsDeps & { leadWebhook: Config['leadWebhook'] };

/**
 * Add New Lead (docs/product/lead-management.md#add-new-lead): a lead taken by phone or in person.
 * The server analyses and prices the description as it does for the funnels, so the panel has its
 * breakdown. The lead, its 'created' event and the webhook delivery are committed together: the
 * automation hears of every lead exactly when it exists (docs/product/leads.md#webhook).
 */
export async function createAdminLead(
  deps: CreateAdminLeadDeps,
  input: { body: CreateAdminLeadBody; staff: StaffActor },
): Promise<LeadDetail> {
  const { body, staff } = input;
  const { analysedJob, estimate, pricingVersion } = await priceLeadDescription(deps, {
    jobDescription: body.jobDescription,
    urgency: body.urgency,
    discountApplied: false,
  });
  const now = deps.now();

  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        customerName: body.customerName,
        phone: body.phone,
        email: body.email,
        address: body.address,
        jobDescription: body.jobDescription,
        urgency: body.urgency,
        outcome: body.outcome,
        status: body.status,
        source: ADMIN_LEAD_SOURCE,
        estimatedPriceLowPence: estimate.lowPence,
        estimatedPriceHighPence: estimate.highPence,
        pricingVersion,
        // Staff chose the quote method themselves; the AI recommended none.
        analysedJobData: { ...analysedJob, recommendedAction: null },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!lead) throw new Error('the lead was not saved');
    const [event] = await tx
      .insert(leadEvents)
      .values({ leadId: lead.id, kind: 'created', toStatus: lead.status, staffId: staff.id, staffEmail: staff.email, createdAt: now })
      .returning();
    await enqueueLeadWebhook(tx, deps.leadWebhook, toLeadWebhookPayload(lead));
    return toLeadDetail(lead, event ? [event] : []);
  });
}
