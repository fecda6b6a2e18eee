import { and, desc, gt, ne } from 'drizzle-orm';
import type { PayableLead } from '#contracts/contractor-rates.contract';
import { listPayableLeads, PAYABLE_LEADS_LIMIT } from '#domain/contractor-pay/list-payable-leads';
import { TEST_LEAD_SOURCE } from '#domain/leads/test-lead';
import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';

/**
 * The leads the calculator offers (docs/product/contractor-pay.md#leads-offered): the 10 newest
 * with a final quote above 0, test leads left out (docs/product/leads.md#test-leads). The query
 * narrows to them through leads_created_at_idx; the domain's rule has the last word.
 */
export async function listContractorPayLeads(deps: { db: Database }): Promise<PayableLead[]> {
  const rows = await deps.db
    .select({
      id: leads.id,
      customerName: leads.customerName,
      jobDescription: leads.jobDescription,
      address: leads.address,
      city: leads.city,
      postcode: leads.postcode,
      quoteAmountPence: leads.quoteAmountPence,
      createdAt: leads.createdAt,
      analysedJobData: leads.analysedJobData,
    })
    .from(leads)
    .where(and(gt(leads.quoteAmountPence, 0), ne(leads.source, TEST_LEAD_SOURCE)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(PAYABLE_LEADS_LIMIT);

  const candidates = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), quoteAmount: row.quoteAmountPence }));
  return listPayableLeads(candidates).map((lead) => ({
    id: lead.id,
    customerName: lead.customerName,
    jobDescription: lead.jobDescription,
    address: lead.address,
    city: lead.city,
    postcode: lead.postcode,
    quoteAmount: lead.quoteAmountPence ?? 0,
    createdAt: lead.createdAt,
    analysis: lead.analysedJobData
      ? {
          totalEstimatedHours: lead.analysedJobData.totalEstimatedHours,
          tasks: lead.analysedJobData.tasks.map((task) => ({ estimatedHours: task.estimatedHours, complexity: task.complexity })),
        }
      : null,
  }));
}
