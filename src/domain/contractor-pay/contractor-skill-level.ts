/** Contractor rate skill levels, default experienced (docs/product/contractor-pay.md#contractor-rates). */
export const CONTRACTOR_SKILL_LEVELS = ['apprentice', 'experienced', 'specialist'] as const;
export type ContractorSkillLevel = (typeof CONTRACTOR_SKILL_LEVELS)[number];
export const DEFAULT_CONTRACTOR_SKILL_LEVEL: ContractorSkillLevel = 'experienced';

export function toContractorSkillLevel(value: string | null | undefined): ContractorSkillLevel {
  const level = (value ?? '').trim().toLowerCase();
  return (CONTRACTOR_SKILL_LEVELS as readonly string[]).includes(level)
    ? (level as ContractorSkillLevel)
    : DEFAULT_CONTRACTOR_SKILL_LEVEL;
}
