import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_HELD_OUT_11A_SET } from './analysis-held-out-11a-set';
import { ANALYSIS_HELD_OUT_11B_SET } from './analysis-held-out-11b-set';

// The ELEVENTH held-out batch: two halves by two further authors (formal letters from older
// customers, the hard of hearing, putting right a previous tradesman's work, insurance claims;
// young renters on phone apps, voice-note transcripts, DIY gone wrong, English mixed with other
// languages), written and committed before the engine was tuned on batch 10, never tuned or
// trained on, and not scored yet (docs/decisions/0021-learned-text-reader.md).
export const ANALYSIS_HELD_OUT_11_SET: readonly AnalysisEvalCase[] = [...ANALYSIS_HELD_OUT_11A_SET, ...ANALYSIS_HELD_OUT_11B_SET];
