import type { FlagCode } from '../job-analysis/job-task';

/**
 * The short label staff read for each analysis flag in the lead panel
 * (docs/product/lead-management.md#detail-panel); the flag's own message follows it.
 */
export const ANALYSIS_FLAG_LABELS: Readonly<Record<FlagCode, string>> = {
  gas_safe_engineer_required: 'Referral: Gas Safe engineer',
  registered_electrician_required: 'Referral: registered electrician',
  roofing_specialist_required: 'Referral: roofing specialist',
  structural_engineer_required: 'Referral: structural engineer',
  asbestos_surveyor_required: 'Referral: asbestos surveyor',
  building_contractor_required: 'Referral: building contractor',
  emergency: 'Emergency',
  needs_more_detail: 'Needs more detail',
  large_job: 'Large job',
  out_of_scope: 'Out of scope',
};

export function toAnalysisFlagLabel(code: FlagCode): string {
  return ANALYSIS_FLAG_LABELS[code];
}
