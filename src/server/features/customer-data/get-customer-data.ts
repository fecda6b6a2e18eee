import { asc, inArray } from 'drizzle-orm';
import type { CustomerData, CustomerDataQuery } from '#contracts/customer-data.contract';
import type { CustomerLookup } from '#domain/customer-data/customer-lookup';
import type { Database } from '#server/db/client';
import { interactionEvents, leadEvents, leads, webhookOutbox } from '#server/db/schema';
import type { AuditActor } from '../audit/record-audit-event';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findCustomerRecords } from './find-customer-records';

/**
 * Everything held about one customer, as JSON (docs/product/customer-data.md#export): their
 * leads with notes and timeline, the webhook deliveries' payloads, and the interaction events of
 * their sessions. The audit log records that an export was made, with counts only.
 */
export async function getCustomerData(
  deps: { db: Database; now: () => Date },
  input: { lookup: CustomerLookup; query: CustomerDataQuery; actor: AuditActor },
): Promise<CustomerData> {
  const ids = await findCustomerRecords(deps.db, input.lookup);
  const leadRows = ids.leadIds.length > 0 ? await deps.db.select().from(leads).where(inArray(leads.id, ids.leadIds)).orderBy(asc(leads.createdAt)) : [];
  const eventRows =
    ids.leadIds.length > 0 ? await deps.db.select().from(leadEvents).where(inArray(leadEvents.leadId, ids.leadIds)).orderBy(asc(leadEvents.sequence)) : [];
  const deliveryRows =
    ids.deliveryIds.length > 0 ? await deps.db.select().from(webhookOutbox).where(inArray(webhookOutbox.id, ids.deliveryIds)).orderBy(asc(webhookOutbox.createdAt)) : [];
  const interactionRows =
    ids.sessionIds.length > 0
      ? await deps.db.select().from(interactionEvents).where(inArray(interactionEvents.sessionId, ids.sessionIds)).orderBy(asc(interactionEvents.id))
      : [];
  const now = deps.now();

  await recordAuditEvent(deps.db, {
    actor: input.actor,
    action: 'customer.exported',
    subject: null,
    after: { leads: leadRows.length, webhookDeliveries: deliveryRows.length, interactionEvents: interactionRows.length },
    at: now,
  });

  return {
    searchedBy: { ...(input.query.phone ? { phone: input.query.phone } : {}), ...(input.query.email ? { email: input.query.email } : {}) },
    exportedAt: now.toISOString(),
    leads: leadRows.map((lead) => ({
      id: lead.id,
      customerName: lead.customerName,
      phone: lead.phone,
      email: lead.email,
      address: lead.address,
      city: lead.city,
      postcode: lead.postcode,
      propertyType: lead.propertyType,
      customerType: lead.customerType,
      jobDescription: lead.jobDescription,
      urgency: lead.urgency,
      outcome: lead.outcome,
      status: lead.status,
      source: lead.source,
      notes: lead.notes,
      quoteAmountPence: lead.quoteAmountPence,
      estimatedPriceLowPence: lead.estimatedPriceLowPence,
      estimatedPriceHighPence: lead.estimatedPriceHighPence,
      analysedJobData: lead.analysedJobData,
      followUpQuestions: lead.followUpQuestions,
      questionAnswers: lead.questionAnswers,
      finalRecommendation: lead.finalRecommendation,
      userAgent: lead.userAgent,
      referrer: lead.referrer,
      createdAt: lead.createdAt.toISOString(),
      updatedAt: lead.updatedAt.toISOString(),
      events: eventRows
        .filter((event) => event.leadId === lead.id)
        .map((event) => ({
          kind: event.kind,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          note: event.note,
          quoteAmountPence: event.quoteAmountPence,
          staffEmail: event.staffEmail,
          createdAt: event.createdAt.toISOString(),
        })),
    })),
    webhookDeliveries: deliveryRows.map((row) => ({
      id: row.id,
      leadId: row.leadId,
      eventType: row.eventType,
      status: row.status,
      payload: row.payload,
      createdAt: row.createdAt.toISOString(),
    })),
    interactionEvents: interactionRows.map((row) => ({
      sessionId: row.sessionId,
      flow: row.flow,
      step: row.step,
      action: row.action,
      fieldName: row.fieldName,
      payload: row.payload,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
