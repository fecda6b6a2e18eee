import type { FlagCode } from '#domain/job-analysis/job-task';
import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';

// How the held-out batches (2 onwards) write a labelled case: the expected service types (one per
// task), the hours range and the flags (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md).

export function job(id: string, description: string, serviceTypes: readonly string[], hours: readonly [number, number], flags: readonly FlagCode[] = []): AnalysisEvalCase {
  return { id, description, expected: { serviceTypes, taskCount: serviceTypes.length, hours, flags } };
}

/** A message with no task to price: out of scope, a referral alone, or too vague. */
export const none = (id: string, description: string, flags: readonly FlagCode[]): AnalysisEvalCase => job(id, description, [], [0, 0], flags);

export const GAS: FlagCode = 'gas_safe_engineer_required';
export const ELECTRICIAN: FlagCode = 'registered_electrician_required';
export const ROOFER: FlagCode = 'roofing_specialist_required';
export const STRUCTURAL: FlagCode = 'structural_engineer_required';
export const ASBESTOS: FlagCode = 'asbestos_surveyor_required';
export const BUILDER: FlagCode = 'building_contractor_required';
export const EMERGENCY: FlagCode = 'emergency';
export const MORE: FlagCode = 'needs_more_detail';
export const LARGE: FlagCode = 'large_job';
export const OUT: FlagCode = 'out_of_scope';
