import { asc, eq } from 'drizzle-orm';
import type { LeadDetail } from '#contracts/admin-leads.contract';
import type { IssuedQuote } from '#contracts/quotes.contract';
import { calculateLeadPanelBreakdown } from '#domain/pricing/calculate-lead-panel-breakdown';
import type { Database } from '#server/db/client';
import { issuedQuotes, leadEvents, leads } from '#server/db/schema';
import { toIssuedQuote } from '#server/features/quotes/to-issued-quote';
import { NotFoundError } from '#server/errors';
import { toLeadSummary } from './to-lead-summary';

type LeadRow = typeof leads.$inferSelect;

/** One lead with its timeline (oldest first) and the panel's price breakdown; 404 if unknown. */
export async function loadLeadDetail(db: Database, leadId: string): Promise<LeadDetail> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw new NotFoundError('The lead');
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.sequence));
  // The quote the customer was shown, exactly as issued (docs/product/issued-quotes.md#in-the-crm).
  const [quote] = lead.issuedQuoteId
    ? await db.select().from(issuedQuotes).where(eq(issuedQuotes.id, lead.issuedQuoteId)).limit(1)
    : [];
  return toLeadDetail(lead, events, quote ? toIssuedQuote(quote) : null);
}

export function toLeadDetail(lead: LeadRow, events: (typeof leadEvents.$inferSelect)[], issuedQuote: IssuedQuote | null = null): LeadDetail {
  return {
    // The row's analysis was parsed as it was loaded (db/schema/leads.ts): typed, or null.
    ...toLeadSummary({ ...lead, recommendedAction: lead.analysedJobData?.recommendedAction ?? null }),
    city: lead.city,
    postcode: lead.postcode,
    propertyType: lead.propertyType,
    customerType: lead.customerType,
    notes: lead.notes,
    isDraft: lead.isDraft,
    discountApplied: lead.discountApplied,
    formStage: lead.formStage,
    analyzedJobData: lead.analysedJobData,
    finalRecommendation: lead.finalRecommendation,
    timeline: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      quoteAmount: event.quoteAmountPence,
      staffEmail: event.staffEmail,
      createdAt: event.createdAt.toISOString(),
    })),
    breakdown: calculateLeadPanelBreakdown(lead.analysedJobData, lead.urgency),
    pricingVersion: lead.pricingVersion,
    quoteLinkExpiresAt: lead.quoteLinkExpiresAt?.toISOString() ?? null,
    issuedQuote,
  };
}
