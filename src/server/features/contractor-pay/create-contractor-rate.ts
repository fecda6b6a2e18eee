import type { ContractorRate, CreateContractorRateBody } from '#contracts/contractor-rates.contract';
import type { Database } from '#server/db/client';
import { contractorRates } from '#server/db/schema';
import { toContractorRate } from './internal/to-contractor-rate';

/** Adds a rate (docs/product/contractor-pay.md#contractor-rates); the contract has checked name and rate. */
export async function createContractorRate(deps: { db: Database; now: () => Date }, input: { body: CreateContractorRateBody }): Promise<ContractorRate> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(contractorRates)
    .values({
      name: input.body.name,
      hourlyRatePence: input.body.hourlyRate,
      description: input.body.description,
      skillLevel: input.body.skillLevel,
      isActive: input.body.isActive,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('the contractor rate was not saved');
  return toContractorRate(row);
}
