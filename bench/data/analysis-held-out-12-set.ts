import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_12A_SET } from './analysis-held-out-12a-set';
import { ANALYSIS_HELD_OUT_12B_SET } from './analysis-held-out-12b-set';

// The TWELFTH held-out batch: two halves by two further authors (young families in a hurry, a
// house made ready for a baby or an elderly relative, shift workers; gardeners and allotment
// holders, period and listed houses, jobs described by comparison, exact measurements and
// product codes), written and committed before the engine was tuned on batch 11, never tuned or
// trained on, and not scored yet (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_12_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_12A_SET, ...ANALYSIS_HELD_OUT_12B_SET];
