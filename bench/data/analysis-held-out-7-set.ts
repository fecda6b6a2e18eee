import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_7A_SET } from './analysis-held-out-7a-set';
import { ANALYSIS_HELD_OUT_7B_SET } from './analysis-held-out-7b-set';

// The SEVENTH held-out batch: two halves by two further authors, written and committed before
// the engine was tuned on batch 6, never tuned or trained on
// (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_7_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_7A_SET, ...ANALYSIS_HELD_OUT_7B_SET];
