import type { HoursSource, MarginBand } from './calculate-contractor-pay';
import type { ContractorSkillLevel } from './contractor-skill-level';

/** Where the hours came from, shown beside them (docs/product/contractor-pay.md#hours). */
export const HOURS_SOURCE_LABELS: Readonly<Record<HoursSource, string>> = {
  custom: 'custom hours',
  estimate: "the job's estimate",
  tasks: "the tasks' hours",
  quote: 'the quote, £50 an hour',
};

/**
 * The margin band in words beside its colour, so the colour is never the only sign
 * (docs/product/contractor-pay.md#pay-and-margin).
 */
export const MARGIN_BAND_LABELS: Readonly<Record<MarginBand, string>> = {
  green: 'Healthy margin',
  yellow: 'Thin margin',
  red: 'Poor margin',
};

export const SKILL_LEVEL_LABELS: Readonly<Record<ContractorSkillLevel, string>> = {
  apprentice: 'Apprentice',
  experienced: 'Experienced',
  specialist: 'Specialist',
};
