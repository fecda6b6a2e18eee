import { and, inArray, sql } from 'drizzle-orm';
import { toPhoneMatchKey } from '#domain/leads/to-phone-match-key';
import type { LeadList, LeadListQuery, LeadStatusCounts } from '#contracts/admin-leads.contract';
import { LEAD_RECORD_STATUSES } from '#domain/leads/can-change-lead-status';
import type { Database } from '#server/db/client';
import { leads, phoneMatchKeySql } from '#server/db/schema';
import { toLeadListCondition, toSearchCondition, toTestLeadCondition } from './internal/lead-filter';
import { NEWEST_FIRST } from './internal/newest-first';
import { LEAD_SUMMARY_COLUMNS, type LeadSummaryRow, toLeadSummary } from './internal/to-lead-summary';

type StatusCount = { status: string; count: number };

/**
 * One page of the leads table, newest first, and the filter buttons' counts, test leads left out
 * unless asked for (docs/product/leads.md#test-leads). The counts follow the search but not the
 * status filter, so each button says how many it would show; the total
 * is read from them rather than counted again.
 */
export async function listLeads(deps: { db: Database }, query: LeadListQuery): Promise<LeadList> {
  const search = toSearchCondition(query.search);
  const { rows, grouped } = search ? await readSearchPage(deps.db, query, search) : await readPlainPage(deps.db, query);
  const counts = toCounts(grouped);
  const duplicateKeys = await findDuplicatePhoneKeys(deps.db, rows.map((row) => toPhoneMatchKey(row.phone)));
  return {
    leads: rows.map((row) => ({ ...toLeadSummary(row), possibleDuplicate: duplicateKeys.has(toPhoneMatchKey(row.phone)) })),
    total: query.status === 'all' ? counts.all : counts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/**
 * The page's phone keys that more than one real lead has (docs/product/lead-management.md#possible-duplicates),
 * over all leads, not just the page; one indexed lookup (leads_phone_match_key_idx). A blank phone
 * is never a duplicate.
 */
async function findDuplicatePhoneKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys.filter((key) => key !== ''))];
  if (wanted.length === 0) return new Set();
  const key = phoneMatchKeySql(leads.phone);
  const found = await db
    .select({ key: sql<string>`${key}`, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(inArray(key, wanted), toTestLeadCondition(false)))
    .groupBy(key);
  return new Set(found.filter((row) => row.count > 1).map((row) => row.key));
}

/** No search: the page walks leads_created_at_idx; the counts come from the status index. */
async function readPlainPage(db: Database, query: LeadListQuery) {
  const [rows, grouped] = await Promise.all([
    db
      .select(LEAD_SUMMARY_COLUMNS)
      .from(leads)
      .where(toLeadListCondition(query))
      .orderBy(...NEWEST_FIRST)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ status: leads.status, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(toTestLeadCondition(query.includeTestLeads))
      .groupBy(leads.status),
  ]);
  return { rows, grouped };
}

/**
 * A search finds its matches once, through the trigram index, and takes both the counts and
 * the page from them. Kept as a MATERIALIZED step on purpose: left to itself the planner may
 * walk the created_at index and test every lead until it has a page, which is quick when a
 * term is common but a full scan (hundreds of ms at 50,000 leads) when it is rare.
 */
async function readSearchPage(db: Database, query: LeadListQuery, search: ReturnType<typeof toSearchCondition>) {
  const statusFilter = query.status === 'all' ? sql`true` : sql`status = ${query.status}`;
  const testFilter = toTestLeadCondition(query.includeTestLeads) ?? sql`true`;
  const result = await db.execute<{ grouped: StatusCount[]; page_ids: string[] }>(sql`
    with matches as materialized (
      select ${leads.id} as id, ${leads.status} as status, ${leads.createdAt} as created_at from ${leads} where ${search} and ${testFilter}
    )
    select
      (select coalesce(json_agg(json_build_object('status', status, 'count', n)), '[]')
         from (select status, count(*)::int as n from matches group by status) as per_status) as grouped,
      (select coalesce(array_agg(id order by created_at desc, id desc), '{}')
         from (select id, created_at from matches where ${statusFilter}
                order by created_at desc, id desc
                limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) as page) as page_ids`);
  const [found] = result.rows;
  const pageIds = found?.page_ids ?? [];
  const unordered: LeadSummaryRow[] =
    pageIds.length === 0 ? [] : await db.select(LEAD_SUMMARY_COLUMNS).from(leads).where(inArray(leads.id, pageIds));
  const byId = new Map(unordered.map((row) => [row.id, row]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, grouped: found?.grouped ?? [] };
}

function toCounts(grouped: StatusCount[]): LeadStatusCounts {
  const counts: LeadStatusCounts = { all: 0, draft: 0, new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 };
  for (const { status, count } of grouped) {
    counts.all += count;
    const known = LEAD_RECORD_STATUSES.find((candidate) => candidate === status);
    if (known) counts[known] += count;
  }
  return counts;
}
