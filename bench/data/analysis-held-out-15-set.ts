import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_15A_SET } from './analysis-held-out-15a-set';
import { ANALYSIS_HELD_OUT_15B_SET } from './analysis-held-out-15b-set';

// The FIFTEENTH held-out batch: two halves by two further authors (rural and village customers in
// South West and Midlands dialect, farmhouses, barns and outbuildings, and weekend DIYers with a
// job half done; replies to a web chat or a missed call, prices asked and quotes compared, homes
// with pets and young children, people moving house), written and committed before the engine was
// tuned on batch 14, never tuned or trained on, and not scored yet
// (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_15_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_15A_SET, ...ANALYSIS_HELD_OUT_15B_SET];
