import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_14A_SET } from './analysis-held-out-14a-set';
import { ANALYSIS_HELD_OUT_14B_SET } from './analysis-held-out-14b-set';

// The FOURTEENTH held-out batch: two halves by two further authors (landlords, letting agents and
// holiday-let hosts writing about several properties in lists and abbreviations; things told by
// how they look, sound or feel, anxious first-time buyers, adaptations for disabilities and
// injuries, and search-box messages of a few words), written and committed before the engine was
// tuned on batch 13, never tuned or trained on, and not scored yet
// (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_14_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_14A_SET, ...ANALYSIS_HELD_OUT_14B_SET];
