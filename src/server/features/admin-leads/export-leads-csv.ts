import { and, sql } from 'drizzle-orm';
import { toCsvLine } from '#domain/leads/escape-csv-cell';
import { LEAD_CSV_HEADER, toLeadCsvCells } from '#domain/leads/to-lead-csv-cells';
import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';
import { type LeadListConditionFilter, toLeadListCondition } from './internal/lead-filter';
import { NEWEST_FIRST } from './internal/newest-first';
import { LEAD_SUMMARY_COLUMNS } from './internal/to-lead-summary';

/** Rows read per query: a firm's whole history exports without one huge result in memory twice. */
const EXPORT_BATCH_SIZE = 2_000;

/** Excel reads a UTF-8 file as Windows-1252 unless it starts with a byte-order mark (£, é …). */
const UTF8_BOM = '\uFEFF';

export type LeadsCsv = { filename: string; lines: AsyncIterable<string> };

/**
 * Streamed: one batch of rows in memory at a time, written out as it is read, so an export of
 * the whole history costs no more memory than one batch (docs/limits.md#body-caps).
 *
 * The leads the table would show with the same search and status (test leads only when asked
 * for), every page, newest first,
 * as a CSV that is safe to open in a spreadsheet (no formula injection, see escapeCsvCell).
 * Read in batches after the last (createdAt, id) seen, which leads_created_at_idx serves.
 */
export function exportLeadsCsv(deps: { db: Database; now: () => Date }, filter: LeadListConditionFilter): LeadsCsv {
  return { filename: `leads-${deps.now().toISOString().slice(0, 10)}.csv`, lines: csvLines(deps, filter) };
}

async function* csvLines(deps: { db: Database }, filter: LeadListConditionFilter): AsyncGenerator<string> {
  yield UTF8_BOM + toCsvLine(LEAD_CSV_HEADER);
  const condition = toLeadListCondition(filter);
  let after: { cursorAt: string; id: string } | undefined;
  for (;;) {
    const rows = await deps.db
      .select({
        ...LEAD_SUMMARY_COLUMNS,
        postcode: leads.postcode,
        notes: leads.notes,
        // The cursor stays text: a JS Date would drop the microseconds PostgreSQL keeps.
        cursorAt: sql<string>`${leads.createdAt}::text`,
      })
      .from(leads)
      .where(
        and(
          condition,
          after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(EXPORT_BATCH_SIZE);
    const batch: string[] = [];
    for (const row of rows) {
      batch.push(
        toCsvLine(
          toLeadCsvCells({
            ...row,
            createdAt: row.createdAt.toISOString(),
            estimatedPriceLow: row.estimatedPriceLowPence,
            estimatedPriceHigh: row.estimatedPriceHighPence,
            quoteAmount: row.quoteAmountPence,
          }),
        ),
      );
    }
    if (batch.length > 0) yield batch.join('');
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) break;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
}
