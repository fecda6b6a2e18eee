import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';
import { aStoredAnalysis } from './analysis-factories';

export type LeadValues = typeof leads.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;

let leadCounter = 0;

/**
 * A lead as the funnels store one: a customer, a description, the server's stored analysis
 * and the estimate in pence. Valid by default; pass overrides for what the test is about
 * (analysedJobData: null for a lead without an analysis).
 */
export function aLead(overrides: Partial<LeadValues> = {}): LeadValues {
  leadCounter += 1;
  return {
    customerName: `Customer ${leadCounter}`,
    phone: `07700 ${String(900_000 + (leadCounter % 100_000)).padStart(6, '0')}`,
    email: `customer${leadCounter}@example.co.uk`,
    address: '1 High Street',
    postcode: 'BS1 4DJ',
    jobDescription: 'Replace the kitchen mixer tap',
    urgency: 'medium',
    outcome: 'phone_quote',
    status: 'new',
    source: 'customer_form',
    isDraft: overrides.status === 'draft',
    estimatedPriceLowPence: 10_000,
    estimatedPriceHighPence: 15_000,
    analysedJobData: aStoredAnalysis(),
    ...overrides,
  };
}

/** Inserts one lead built by aLead and returns the stored row. */
export async function insertLead(db: Database, overrides: Partial<LeadValues> = {}): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(aLead(overrides)).returning();
  if (!row) throw new Error('the lead was not inserted');
  return row;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~30 columns a lead. */
const LEAD_BATCH_SIZE = 1_000;

/** Inserts many leads (each built by aLead from its overrides) with multi-row INSERTs. */
export async function insertLeads(db: Database, overrides: readonly Partial<LeadValues>[]): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  for (let start = 0; start < overrides.length; start += LEAD_BATCH_SIZE) {
    const batch = overrides.slice(start, start + LEAD_BATCH_SIZE).map((fields) => aLead(fields));
    rows.push(...(await db.insert(leads).values(batch).returning()));
  }
  return rows;
}
