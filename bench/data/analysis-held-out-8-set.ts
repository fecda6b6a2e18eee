import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_8A_SET } from './analysis-held-out-8a-set';
import { ANALYSIS_HELD_OUT_8B_SET } from './analysis-held-out-8b-set';

// The EIGHTH held-out batch: two halves by two further authors, written and committed before
// the engine was tuned on batch 7, never tuned or trained on
// (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_8_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_8A_SET, ...ANALYSIS_HELD_OUT_8B_SET];
