import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_13A_SET } from './analysis-held-out-13a-set';
import { ANALYSIS_HELD_OUT_13B_SET } from './analysis-held-out-13b-set';

// The THIRTEENTH held-out batch: two halves by two further authors (messages dictated to a phone
// and sent uncorrected, with their homophones, and short texts from shift workers in West
// Yorkshire; adult children writing for elderly parents, small shops, a salon and offices,
// students in shared flats, and writers whose first language is Polish, Urdu, Romanian or
// Portuguese), written and committed before the engine was tuned on batch 12, never tuned or
// trained on, and not scored yet (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_13_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_13A_SET, ...ANALYSIS_HELD_OUT_13B_SET];
