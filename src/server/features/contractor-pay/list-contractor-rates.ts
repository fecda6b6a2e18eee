import { asc, desc } from 'drizzle-orm';
import type { ContractorRate } from '#contracts/contractor-rates.contract';
import type { Database } from '#server/db/client';
import { contractorRates } from '#server/db/schema';
import { toContractorRate } from './internal/to-contractor-rate';

/** Every rate, active ones first, then by name (docs/product/contractor-pay.md#contractor-rates). */
export async function listContractorRates(deps: { db: Database }): Promise<ContractorRate[]> {
  const rows = await deps.db
    .select()
    .from(contractorRates)
    .orderBy(desc(contractorRates.isActive), asc(contractorRates.name), asc(contractorRates.createdAt));
  return rows.map(toContractorRate);
}
