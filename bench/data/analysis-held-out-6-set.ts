import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';

// The SIXTH held-out batch (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md), the
// split the goals are checked on once batches 4 and 5 joined the tuning data
// (docs/decisions/0021-learned-text-reader.md). Never tuned on, never trained on.
// replaced by the real batch at merge
export const ANALYSIS_HELD_OUT_6_SET: readonly AnalysisEvalCase[] = [];
