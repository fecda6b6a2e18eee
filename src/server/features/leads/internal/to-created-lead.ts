import type { CreatedLead } from '#contracts/leads.contract';
import type { leads } from '#server/db/schema';

export function toCreatedLead(row: typeof leads.$inferSelect): CreatedLead {
  return {
    id: row.id,
    customerName: row.customerName,
    status: row.status,
    source: row.source,
    outcome: row.outcome,
    estimatedPriceLow: row.estimatedPriceLowPence,
    estimatedPriceHigh: row.estimatedPriceHighPence,
    discountApplied: row.discountApplied,
    createdAt: row.createdAt.toISOString(),
  };
}
