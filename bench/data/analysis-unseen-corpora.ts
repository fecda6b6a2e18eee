import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_CORPUS_A_SET } from './analysis-corpus-a-set';
import { ANALYSIS_CORPUS_B_SET } from './analysis-corpus-b-set';
import { ANALYSIS_CORPUS_C_SET } from './analysis-corpus-c-set';
import { ANALYSIS_CORPUS_D_SET } from './analysis-corpus-d-set';
import { ANALYSIS_CORPUS_E_SET } from './analysis-corpus-e-set';
import { ANALYSIS_CORPUS_F_SET } from './analysis-corpus-f-set';

// Six corpora of 270 descriptions each, by six authors who wrote no batch, each in a voice of its
// own (docs/decisions/0021-learned-text-reader.md#more-data-of-the-same-kind). Written as training
// data for the learned reader; added to its training they moved none of its cross-validated
// figures (bench/analysis-more-data.ts), so they are kept unseen instead: the engine is neither
// trained nor tuned on them, and bench/eval-analysis.ts prints only their summary figures, beside
// the held-out split's, as a larger sample of how the engine reads authors it has never met.
export const ANALYSIS_UNSEEN_CORPORA: readonly (readonly AnalysisEvalCase[])[] = [
  ANALYSIS_CORPUS_A_SET,
  ANALYSIS_CORPUS_B_SET,
  ANALYSIS_CORPUS_C_SET,
  ANALYSIS_CORPUS_D_SET,
  ANALYSIS_CORPUS_E_SET,
  ANALYSIS_CORPUS_F_SET,
];

export const ANALYSIS_UNSEEN_CORPUS_NAMES: readonly string[] = [
  'Corpus A: Scotland, Northern Ireland, Tyneside, Merseyside',
  'Corpus B: professionals writing from work',
  'Corpus C: older customers and their carers',
  'Corpus D: tenants and house shares',
  'Corpus E: period homes and renovators',
  'Corpus F: twenty-somethings on a phone',
];
