// Does the learned reader read new authors better with more data of the same kind?
// (docs/decisions/0021-learned-text-reader.md#more-data-of-the-same-kind). Each of batches 6–13 is
// read by a reader trained without it, once on the other tuning batches (as `npm run eval:analysis`
// cross-validates) and once on those plus the six corpora of bench/data/analysis-unseen-corpora.ts
// (1,620 more descriptions by six more authors). With the committed thresholds by default;
// `REFIT=1` chooses the thresholds again on each training set, as `npm run train:analysis` would
// (about a minute). Prints service type, hours, referral recall and out-of-scope recall and
// precision per batch. Reads no held-out batch. `npx tsx bench/analysis-more-data.ts`.

import { analyseJobWithReader, rulesFindNothing, rulesServiceTypes } from '#domain/job-analysis/analyse-job';
import { scoreAnalysisEval, type AnalysisEvalCase, type AnalysisEvalScore } from '#domain/job-analysis/score-analysis-eval';
import { createTextReader } from '#domain/job-analysis/text-model/second-opinion';
import { TEXT_MODEL } from '#domain/job-analysis/text-model/text-model.generated';
import { trainTextModel, trainTextModelData, type TextModelFile } from '#domain/job-analysis/text-model/train-text-model';
import { ANALYSIS_TUNING_BATCH_NAMES, ANALYSIS_TUNING_BATCHES } from './data/analysis-tuning-batches';
import { ANALYSIS_UNSEEN_CORPORA } from './data/analysis-unseen-corpora';

/** Batches 6 to 13: the batches written by two authors each, as the corpora were. */
const FIRST_BATCH = 6;
const LAST_BATCH = 13;

const refit = process.env['REFIT'] === '1';
const corpora = ANALYSIS_UNSEEN_CORPORA.flat();

type Figures = [number, number, number, number, number];
const figuresOf = (score: AnalysisEvalScore): Figures => [
  score.serviceType.rate,
  score.hoursInRange.rate,
  score.referralFlags.recall,
  score.outOfScopeFlags.recall,
  score.outOfScopeFlags.precision,
];
const show = (figures: readonly number[]): string => figures.map((value) => (value * 100).toFixed(1).padStart(6)).join('');

function readBatch(batch: readonly AnalysisEvalCase[], model: TextModelFile, training: readonly AnalysisEvalCase[]): Figures {
  const reader = createTextReader({ ...model, data: trainTextModelData(training) });
  return figuresOf(scoreAnalysisEval(batch.map((evalCase) => ({ evalCase, analysis: analyseJobWithReader(evalCase.description, reader) }))));
}

const asCommitted = refit ? trainTextModel(ANALYSIS_TUNING_BATCHES, rulesFindNothing, rulesServiceTypes) : TEXT_MODEL;
const withCorpora = refit ? trainTextModel([...ANALYSIS_TUNING_BATCHES, ...ANALYSIS_UNSEEN_CORPORA], rulesFindNothing, rulesServiceTypes) : TEXT_MODEL;

console.log(`${corpora.length} more descriptions; thresholds ${refit ? 'chosen again on each training set' : 'as committed'}.`);
const heads = ['svc', 'hours', 'ref.R', 'oos.R', 'oos.P'].map((head) => head.padStart(6)).join('');
console.log(`${''.padEnd(12)}${'tuning batches only'.padStart(30)}   |${'with the corpora'.padStart(30)}`);
console.log(`${''.padEnd(12)}${heads}   |${heads}`);
const sums = { without: [0, 0, 0, 0, 0], with: [0, 0, 0, 0, 0] };
for (let at = FIRST_BATCH; at <= LAST_BATCH; at += 1) {
  const batch = ANALYSIS_TUNING_BATCHES[at]!;
  const others = ANALYSIS_TUNING_BATCHES.filter((_, other) => other !== at).flat();
  const without = readBatch(batch, asCommitted, others);
  const withMore = readBatch(batch, withCorpora, [...others, ...corpora]);
  without.forEach((value, index) => (sums.without[index]! += value));
  withMore.forEach((value, index) => (sums.with[index]! += value));
  console.log(`${ANALYSIS_TUNING_BATCH_NAMES[at]!.split(',')[0]!.padEnd(12)}${show(without)}   |${show(withMore)}`);
}
const batches = LAST_BATCH - FIRST_BATCH + 1;
console.log(`${'Mean'.padEnd(12)}${show(sums.without.map((sum) => sum / batches))}   |${show(sums.with.map((sum) => sum / batches))}`);
