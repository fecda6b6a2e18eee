import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_TUNING_SET } from './analysis-eval-set';
import { ANALYSIS_HELD_OUT_10_SET } from './analysis-held-out-10-set';
import { ANALYSIS_HELD_OUT_11_SET } from './analysis-held-out-11-set';
import { ANALYSIS_HELD_OUT_12_SET } from './analysis-held-out-12-set';
import { ANALYSIS_HELD_OUT_13_SET } from './analysis-held-out-13-set';
import { ANALYSIS_HELD_OUT_2_SET } from './analysis-held-out-2-set';
import { ANALYSIS_HELD_OUT_3_SET } from './analysis-held-out-3-set';
import { ANALYSIS_HELD_OUT_4_SET } from './analysis-held-out-4-set';
import { ANALYSIS_HELD_OUT_5_SET } from './analysis-held-out-5-set';
import { ANALYSIS_HELD_OUT_6_SET } from './analysis-held-out-6-set';
import { ANALYSIS_HELD_OUT_7_SET } from './analysis-held-out-7-set';
import { ANALYSIS_HELD_OUT_8_SET } from './analysis-held-out-8-set';
import { ANALYSIS_HELD_OUT_9_SET } from './analysis-held-out-9-set';
import { ANALYSIS_HELD_OUT_SET } from './analysis-held-out-set';
import { ANALYSIS_VAGUE_CHATTER_SET } from './analysis-vague-chatter-set';

// The tuning data, batch by batch (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md):
// the tuning split, the thirteen earlier held-out batches, each tuned on since it was scored for the
// last time (batches 4 and 5 since the sixth was written, batch 6 since the seventh was, batch 7
// since the eighth was, batch 8 since the ninth was, batch 9 since the tenth was, batch 10 since
// the eleventh was, batch 11 since the twelfth was, batch 12 since the thirteenth was, batch 13 since the fourteenth was), and messages that name no work at all written for the learned reader. The learned reader trains on
// these only, and validates by leaving one batch out at a time
// (docs/decisions/0021-learned-text-reader.md). The current held-out split (batch 14) is not here.
export const ANALYSIS_TUNING_BATCHES: readonly (readonly AnalysisEvalCase[])[] = [
  ANALYSIS_TUNING_SET,
  ANALYSIS_HELD_OUT_SET,
  ANALYSIS_HELD_OUT_2_SET,
  ANALYSIS_HELD_OUT_3_SET,
  ANALYSIS_HELD_OUT_4_SET,
  ANALYSIS_HELD_OUT_5_SET,
  ANALYSIS_HELD_OUT_6_SET,
  ANALYSIS_HELD_OUT_7_SET,
  ANALYSIS_HELD_OUT_8_SET,
  ANALYSIS_HELD_OUT_9_SET,
  ANALYSIS_HELD_OUT_10_SET,
  ANALYSIS_HELD_OUT_11_SET,
  ANALYSIS_HELD_OUT_12_SET,
  ANALYSIS_HELD_OUT_13_SET,
  ANALYSIS_VAGUE_CHATTER_SET,
];

/** Each batch's name, in the order of ANALYSIS_TUNING_BATCHES, for the figures printed per batch. */
export const ANALYSIS_TUNING_BATCH_NAMES: readonly string[] = [
  'Tuning split',
  'Batch 1 (tuned on since round 2)',
  'Batch 2 (tuned on since round 3)',
  'Batch 3 (tuned on since round 4)',
  'Batch 4 (tuned on since batch 6 was written)',
  'Batch 5, another author (tuned on since batch 6 was written)',
  'Batch 6, two authors (tuned on since batch 7 was written)',
  'Batch 7, two authors (tuned on since batch 8 was written)',
  'Batch 8, two authors (tuned on since batch 9 was written)',
  'Batch 9, two authors (tuned on since batch 10 was written)',
  'Batch 10, two authors (tuned on since batch 11 was written)',
  'Batch 11, two authors (tuned on since batch 12 was written)',
  'Batch 12, two authors (tuned on since batch 13 was written)',
  'Batch 13, two authors (tuned on since batch 14 was written)',
  'No-work messages',
];
