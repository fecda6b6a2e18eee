import { sql } from 'drizzle-orm';
import { ANONYMISED_DESCRIPTION, ANONYMISED_NAME, CLOSED_LEAD_STATUSES, leadAnonymisationCutoff } from '#domain/customer-data/lead-anonymisation';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours, leadEvents, leads, webhookOutbox } from '#server/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toTextArray } from './find-customer-records';

export type AnonymisationBatch = {
  /** Leads anonymised by this batch. */
  anonymised: number;
  /** True when no closed lead past the cutoff is left to anonymise. */
  isDone: boolean;
};

/**
 * One batch of the lead retention job (docs/product/customer-data.md#retention): at most
 * `batchSize` leads closed as won or lost and last changed before the cutoff
 * (src/domain/customer-data/lead-anonymisation.ts) lose everything that tells who the customer
 * was: name, phone, email, address, description, notes, the analysis and answers, their
 * timeline's notes, their webhook deliveries' payloads and their sessions' event payloads. The
 * status, source, prices and dates stay, so the counts and reports still add up. One
 * transaction per batch, with one audit line that holds the count only.
 */
export async function anonymiseClosedLeads(
  deps: { db: Database; now: () => Date },
  input: { retentionMonths: number; batchSize: number },
): Promise<AnonymisationBatch> {
  const now = deps.now();
  const cutoff = leadAnonymisationCutoff(now, input.retentionMonths);
  return deps.db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string; funnel_key: string | null }>(sql`
      select id, funnel_key from ${leads}
       where status = any(${toTextArray(CLOSED_LEAD_STATUSES)}) and updated_at < ${cutoff.toISOString()}::timestamptz
         and customer_name <> ${ANONYMISED_NAME}
       order by updated_at
       limit ${input.batchSize}
         for update skip locked`);
    if (due.rows.length === 0) return { anonymised: 0, isDone: true };
    const ids = toTextArray(due.rows.map((row) => row.id));
    const funnelKeys = due.rows.flatMap((row) => (row.funnel_key ? [row.funnel_key] : []));

    if (funnelKeys.length > 0) {
      const keys = toTextArray(funnelKeys);
      await tx.execute(sql`
        update ${interactionEvents} set payload = '{}'::jsonb
         where session_id in (select session_id from ${interactionEvents} where (payload ->> 'funnelKey') = any(${keys})
                              union select session_id from ${interactionSessionHours} where funnel_key = any(${keys}))
           and payload is not null and payload <> '{}'::jsonb`);
    }
    await tx.execute(sql`
      update ${webhookOutbox} set payload = jsonb_build_object('leadId', lead_id, 'anonymised', true)
       where lead_id = any(${ids}::uuid[])`);
    await tx.execute(sql`update ${leadEvents} set note = null where lead_id = any(${ids}::uuid[]) and note is not null`);
    await tx.execute(sql`
      update ${leads}
         set customer_name = ${ANONYMISED_NAME}, phone = '', email = null, address = null, city = null, postcode = null,
             job_description = ${ANONYMISED_DESCRIPTION}, notes = null, analysed_job_data = null, follow_up_questions = null,
             question_answers = null, final_recommendation = null, user_agent = null, referrer = null
       where id = any(${ids}::uuid[])`);
    await recordAuditEvent(tx, {
      actor: null,
      action: 'leads.anonymised',
      subject: null,
      after: { leads: due.rows.length, retentionMonths: input.retentionMonths },
      at: now,
    });
    return { anonymised: due.rows.length, isDone: due.rows.length < input.batchSize };
  });
}
