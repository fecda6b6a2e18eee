import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_10A_SET } from './analysis-held-out-10a-set';
import { ANALYSIS_HELD_OUT_10B_SET } from './analysis-held-out-10b-set';

// The TENTH held-out batch: two halves by two further authors (small businesses, students in
// shared houses and stressed work messages; house buyers and sellers, disabled customers and
// carers, phone autocorrect, Scottish and northern English), written and committed before the
// engine was tuned on batch 9, never tuned or trained on, and not scored yet
// (docs/decisions/0021-learned-text-reader.md). The round after next makes it the held-out split.
export const ANALYSIS_HELD_OUT_10_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_10A_SET, ...ANALYSIS_HELD_OUT_10B_SET];
