/**
 * Only the 10 newest leads with a positive quote are offered to the calculator
 * (docs/product/contractor-pay.md#leads-offered).
 */
export const PAYABLE_LEADS_LIMIT = 10;

export type PayableLeadCandidate = {
  /** ISO 8601 instant. */
  createdAt: string;
  quoteAmount?: number | null;
};

function createdAtMs(lead: PayableLeadCandidate): number {
  const ms = Date.parse(lead.createdAt);
  // A date that cannot be read sorts as the oldest, so it never pushes out a real one.
  return Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY;
}

export function listPayableLeads<Lead extends PayableLeadCandidate>(leads: readonly Lead[]): Lead[] {
  return leads
    .filter((lead) => typeof lead.quoteAmount === 'number' && Number.isFinite(lead.quoteAmount) && lead.quoteAmount > 0)
    .sort((a, b) => createdAtMs(b) - createdAtMs(a))
    .slice(0, PAYABLE_LEADS_LIMIT);
}
