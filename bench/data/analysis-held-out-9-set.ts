import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_9A_SET } from './analysis-held-out-9a-set';
import { ANALYSIS_HELD_OUT_9B_SET } from './analysis-held-out-9b-set';

// The NINTH held-out batch: two halves by two further authors, written and committed before
// the engine was tuned on batch 8, never tuned or trained on, and not scored yet
// (docs/decisions/0021-learned-text-reader.md). The next round of tuning on batch 8 makes it the
// held-out split.
export const ANALYSIS_HELD_OUT_9_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_9A_SET, ...ANALYSIS_HELD_OUT_9B_SET];
