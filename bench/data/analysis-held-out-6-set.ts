import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_6A_SET } from './analysis-held-out-6a-set';
import { ANALYSIS_HELD_OUT_6B_SET } from './analysis-held-out-6b-set';

// The SIXTH held-out batch, the split the goals are checked on from now
// (docs/decisions/0021-learned-text-reader.md#batch-6): two halves by two further authors,
// written and committed before the engine was tuned on batches 4 and 5 and never tuned or
// trained on.
export const ANALYSIS_HELD_OUT_6_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_6A_SET, ...ANALYSIS_HELD_OUT_6B_SET];
