import type { ContractorRate } from '#contracts/contractor-rates.contract';
import { toContractorSkillLevel } from '#domain/contractor-pay/contractor-skill-level';
import type { contractorRates } from '#server/db/schema';

/** A stored rate on the wire: pence as `hourlyRate`, an unknown skill level read as experienced. */
export function toContractorRate(row: typeof contractorRates.$inferSelect): ContractorRate {
  return {
    id: row.id,
    name: row.name,
    hourlyRate: row.hourlyRatePence,
    description: row.description,
    skillLevel: toContractorSkillLevel(row.skillLevel),
    isActive: row.isActive,
  };
}
