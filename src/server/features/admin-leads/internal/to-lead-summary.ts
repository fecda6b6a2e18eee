import { sql } from 'drizzle-orm';
import type { LeadSummary } from '#contracts/admin-leads.contract';
import { parseRecommendedAction, type StoredAnalysis } from '#contracts/stored-analysis';
import { isLeadRecordStatus } from '#domain/leads/can-change-lead-status';
import { leads } from '#server/db/schema';

/**
 * The columns a table row needs, and no more: the stored analysis can be tens of kilobytes,
 * so only its recommendedAction is read (the table prefers it to the outcome,
 * docs/product/leads.md#quote-method).
 */
export const LEAD_SUMMARY_COLUMNS = {
  id: leads.id,
  customerName: leads.customerName,
  phone: leads.phone,
  email: leads.email,
  address: leads.address,
  jobDescription: leads.jobDescription,
  urgency: leads.urgency,
  outcome: leads.outcome,
  // One field out of the jsonb, parsed as it is read, as the whole column is (db/schema/leads.ts).
  recommendedAction: sql`${leads.analysedJobData} ->> 'recommendedAction'`.mapWith(parseRecommendedAction),
  status: leads.status,
  source: leads.source,
  quoteAmountPence: leads.quoteAmountPence,
  estimatedPriceLowPence: leads.estimatedPriceLowPence,
  estimatedPriceHighPence: leads.estimatedPriceHighPence,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

export type LeadSummaryRow = {
  id: string;
  customerName: string;
  phone: string;
  email: string | null;
  address: string | null;
  jobDescription: string;
  urgency: string | null;
  outcome: string | null;
  recommendedAction: StoredAnalysis['recommendedAction'];
  status: string;
  source: string;
  quoteAmountPence: number | null;
  estimatedPriceLowPence: number | null;
  estimatedPriceHighPence: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Pence columns keep their `…Pence` names inside; the wire uses the product's names
 * (docs/product/README.md#money, ADR 0003).
 */
export function toLeadSummary(row: LeadSummaryRow): LeadSummary {
  return {
    id: row.id,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    jobDescription: row.jobDescription,
    urgency: row.urgency,
    outcome: row.outcome,
    recommendedAction: row.recommendedAction,
    // Every stored status is one of these (the APIs write no other); an odd one shows as new.
    status: isLeadRecordStatus(row.status) ? row.status : 'new',
    source: row.source,
    quoteAmount: row.quoteAmountPence,
    estimatedPriceLow: row.estimatedPriceLowPence,
    estimatedPriceHigh: row.estimatedPriceHighPence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
