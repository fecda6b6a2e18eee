import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { LeadListFilter } from '#contracts/admin-leads.contract';
import { normaliseLeadSearchTerm, toLeadSearchPattern } from '#domain/leads/normalise-lead-search-term';
import { TEST_LEAD_SOURCE } from '#domain/leads/test-lead';
import { leads } from '#server/db/schema';

/**
 * The exact expression of the trigram index leads_search_trgm_idx (db/schema/leads.ts). The
 * planner uses the index only when the query repeats it word for word, so both are kept here
 * and in the schema, and a test checks that the plan uses the index.
 */
export const LEAD_SEARCH_TEXT = sql`lower(${leads.customerName} || ' ' || ${leads.phone} || ' ' || ${leads.jobDescription})`;

export function toSearchCondition(search: string | undefined): SQL | undefined {
  const term = normaliseLeadSearchTerm(search);
  if (term === null) return undefined;
  return sql`${LEAD_SEARCH_TEXT} like ${toLeadSearchPattern(term)}`;
}

export function toStatusCondition(status: LeadListFilter): SQL | undefined {
  return status === 'all' ? undefined : eq(leads.status, status);
}

/**
 * Real leads only, written as the partial index leads_real_status_idx's predicate (a literal,
 * not a parameter) so the planner can prove the index applies and count by status from it alone.
 */
const REAL_LEADS = sql`${leads.source} <> ${sql.raw(`'${TEST_LEAD_SOURCE}'`)}`;

/** Test leads stay out of the CRM unless asked for (docs/product/leads.md#test-leads). */
export function toTestLeadCondition(includeTestLeads: boolean | undefined): SQL | undefined {
  return includeTestLeads ? undefined : REAL_LEADS;
}

export type LeadListConditionFilter = { search?: string | undefined; status: LeadListFilter; includeTestLeads?: boolean | undefined };

/** Search, status and the test-lead rule together: what the table, its total and the export show. */
export function toLeadListCondition(filter: LeadListConditionFilter): SQL | undefined {
  return and(toSearchCondition(filter.search), toStatusCondition(filter.status), toTestLeadCondition(filter.includeTestLeads));
}
