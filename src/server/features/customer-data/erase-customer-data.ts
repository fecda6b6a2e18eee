import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { ErasedCounts } from '#contracts/customer-data.contract';
import type { CustomerLookup } from '#domain/customer-data/customer-lookup';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours, issuedQuotes, leadEvents, leads, webhookOutbox } from '#server/db/schema';
import type { AuditActor } from '../audit/record-audit-event';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findCustomerRecords } from './find-customer-records';

/**
 * Erases everything held about one customer in one transaction
 * (docs/product/customer-data.md#erase): their sessions' interaction events and hourly rollup, the
 * webhook deliveries (their attempts go with them), the leads (their timeline and save keys go
 * with them). The audit line keeps only the counts and a random reference: no name, phone, email
 * or hash of them, so it cannot be used to find the customer again.
 */
export async function eraseCustomerData(
  deps: { db: Database; now: () => Date },
  input: { lookup: CustomerLookup; actor: AuditActor },
): Promise<{ erased: ErasedCounts; reference: string }> {
  return deps.db.transaction(async (tx) => {
    const ids = await findCustomerRecords(tx, input.lookup);
    let interactionCount = 0;
    if (ids.sessionIds.length > 0) {
      await tx.delete(interactionSessionHours).where(inArray(interactionSessionHours.sessionId, ids.sessionIds));
      interactionCount = (await tx.delete(interactionEvents).where(inArray(interactionEvents.sessionId, ids.sessionIds))).rowCount ?? 0;
    }
    const deliveryCount = ids.deliveryIds.length > 0 ? ((await tx.delete(webhookOutbox).where(inArray(webhookOutbox.id, ids.deliveryIds))).rowCount ?? 0) : 0;
    let leadEventCount = 0;
    let leadCount = 0;
    if (ids.leadIds.length > 0) {
      const [events] = await tx.select({ n: count() }).from(leadEvents).where(inArray(leadEvents.leadId, ids.leadIds));
      leadEventCount = events?.n ?? 0;
      // The quotes the customer was shown go with their leads (docs/product/issued-quotes.md#retention).
      const quoteIds = (await tx.select({ id: leads.issuedQuoteId }).from(leads).where(inArray(leads.id, ids.leadIds)))
        .map((row) => row.id)
        .filter((id): id is string => id !== null);
      leadCount = (await tx.delete(leads).where(inArray(leads.id, ids.leadIds))).rowCount ?? 0;
      if (quoteIds.length > 0) await tx.delete(issuedQuotes).where(inArray(issuedQuotes.id, quoteIds));
    }
    const erased: ErasedCounts = {
      leads: leadCount,
      leadEvents: leadEventCount,
      webhookDeliveries: deliveryCount,
      interactionEvents: interactionCount,
      sessions: ids.sessionIds.length,
    };
    const reference = randomUUID();
    await recordAuditEvent(tx, { actor: input.actor, action: 'customer.erased', subject: `erasure ${reference}`, after: erased, at: deps.now() });
    return { erased, reference };
  });
}
