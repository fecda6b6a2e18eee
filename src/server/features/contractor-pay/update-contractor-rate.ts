import { eq } from 'drizzle-orm';
import type { ContractorRate } from '#contracts/contractor-rates.contract';
import type { Database } from '#server/db/client';
import { contractorRates } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { toContractorRate } from './internal/to-contractor-rate';

/** Activate or Deactivate (docs/product/contractor-pay.md#contractor-rates). */
export async function updateContractorRate(
  deps: { db: Database; now: () => Date },
  input: { rateId: string; isActive: boolean },
): Promise<ContractorRate> {
  const [row] = await deps.db
    .update(contractorRates)
    .set({ isActive: input.isActive, updatedAt: deps.now() })
    .where(eq(contractorRates.id, input.rateId))
    .returning();
  if (!row) throw new NotFoundError('The contractor rate');
  return toContractorRate(row);
}
