import type { LeadDetail } from '#contracts/admin-leads.contract';
import type { Database } from '#server/db/client';
import { loadLeadDetail } from './internal/load-lead-detail';

/** The detail panel's lead: everything stored, its timeline and its price breakdown. */
export function getLead(deps: { db: Database }, input: { leadId: string }): Promise<LeadDetail> {
  return loadLeadDetail(deps.db, input.leadId);
}
