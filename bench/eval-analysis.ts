// Scores the offline job-analysis engine against the labelled evaluation set and prints the
// figures of each batch of the tuning data (each earlier held-out batch joined it once a fresh one
// was written) and of the held-out split, never tuned on
// (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md). Each is also scored by the
// phrase rules alone, to show what the learned reader adds; each tuning batch is scored with a
// reader trained without it as well, leaving one batch out (docs/decisions/0021-learned-text-reader.md).
// `npm run eval:analysis`; exits 1 when a tuning target or a held-out goal is missed (the goals
// only once the held-out split has cases). Only the held-out split's summary figures are printed,
// never its failures, so nobody tunes on them. `EVAL_TUNING_ONLY=1 npm run eval:analysis` scores
// the tuning data alone and never scores the held-out split: the way to work on the engine. The
// unseen corpora (bench/data/analysis-unseen-corpora.ts) are scored with the held-out split, their
// summary figures only, and never in that mode.

import { analyseJob, analyseJobByRules, analyseJobWithReader } from '#domain/job-analysis/analyse-job';
import type { JobAnalysis } from '#domain/job-analysis/job-task';
import {
  ANALYSIS_EVAL_TARGETS,
  HELD_OUT_GOALS,
  listMissedHeldOutGoals,
  listMissedTargets,
  scoreAnalysisEval,
  type AnalysisEvalCase,
  type AnalysisEvalResult,
  type AnalysisEvalScore,
  type FlagStats,
  type RateCount,
} from '#domain/job-analysis/score-analysis-eval';
import { createTextReader } from '#domain/job-analysis/text-model/second-opinion';
import { TEXT_MODEL } from '#domain/job-analysis/text-model/text-model.generated';
import { trainTextModelData } from '#domain/job-analysis/text-model/train-text-model';
import { ANALYSIS_HELD_OUT_14_SET } from './data/analysis-held-out-14-set';
import { ANALYSIS_TUNING_BATCH_NAMES, ANALYSIS_TUNING_BATCHES } from './data/analysis-tuning-batches';
import { ANALYSIS_UNSEEN_CORPORA, ANALYSIS_UNSEEN_CORPUS_NAMES } from './data/analysis-unseen-corpora';

/** Each description is timed this many times so the latency figures are not one-off noise. */
const TIMING_ROUNDS = 20;

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;
const target = (value: number | undefined): string => (value === undefined ? '' : `  target ≥ ${percent(value)}`);
const rateLine = (label: string, count: RateCount, goal?: number): string =>
  `${label.padEnd(30)} ${percent(count.rate).padStart(8)}  (${count.hits}/${count.total})${target(goal)}`;
const flagLine = (label: string, stats: FlagStats, recallGoal?: number, precisionGoal?: number): string =>
  `${label.padEnd(30)} precision ${percent(stats.precision)}, recall ${percent(stats.recall)}  (tp ${stats.truePositives}, fp ${stats.falsePositives}, fn ${stats.falseNegatives})` +
  `${recallGoal === undefined ? '' : `  target recall ≥ ${percent(recallGoal)}`}${precisionGoal === undefined ? '' : `, precision ≥ ${percent(precisionGoal)}`}`;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function run(set: readonly AnalysisEvalCase[], timings: number[]): AnalysisEvalScore {
  const results: AnalysisEvalResult[] = [];
  for (const evalCase of set) {
    let analysis = analyseJob(evalCase.description);
    for (let round = 0; round < TIMING_ROUNDS; round += 1) {
      const started = performance.now();
      analysis = analyseJob(evalCase.description);
      timings.push(performance.now() - started);
    }
    results.push({ evalCase, analysis });
  }
  return scoreAnalysisEval(results);
}

function scoreWith(set: readonly AnalysisEvalCase[], analyse: (description: string) => JobAnalysis): AnalysisEvalScore {
  return scoreAnalysisEval(set.map((evalCase) => ({ evalCase, analysis: analyse(evalCase.description) })));
}

/**
 * Each tuning batch read by a reader that never saw it: trained on the other batches, with the
 * committed thresholds (docs/decisions/0021-learned-text-reader.md). Results per batch.
 */
function crossValidatedTuning(): AnalysisEvalResult[][] {
  return ANALYSIS_TUNING_BATCHES.map((batch, at) => {
    const reader = createTextReader({ ...TEXT_MODEL, data: trainTextModelData(ANALYSIS_TUNING_BATCHES.filter((_, other) => other !== at).flat()) });
    return batch.map((evalCase) => ({ evalCase, analysis: analyseJobWithReader(evalCase.description, reader) }));
  });
}

/** The goal figures side by side, one column per way of reading. */
function printComparison(title: string, columns: readonly [string, AnalysisEvalScore][]): void {
  console.log(`\n== ${title} ==`);
  console.log(`${''.padEnd(30)} ${columns.map(([name]) => name.padStart(16)).join(' ')}`);
  const rows: [string, (score: AnalysisEvalScore) => number][] = [
    ['Service type', (score) => score.serviceType.rate],
    ['Hours within range', (score) => score.hoursInRange.rate],
    ['Referral recall', (score) => score.referralFlags.recall],
    ['Referral precision', (score) => score.referralFlags.precision],
    ['Out-of-scope recall', (score) => score.outOfScopeFlags.recall],
    ['Out-of-scope precision', (score) => score.outOfScopeFlags.precision],
    ['Vague → no invented task', (score) => score.vagueWithoutTasks.rate],
  ];
  for (const [label, read] of rows) console.log(`${label.padEnd(30)} ${columns.map(([, score]) => percent(read(score)).padStart(16)).join(' ')}`);
}

function printSplit(title: string, score: AnalysisEvalScore, goals: 'tuning' | 'held-out'): void {
  const heldOut = goals === 'held-out';
  console.log(`\n== ${title}: ${score.cases} descriptions ==`);
  console.log(rateLine('Service type (multiset)', score.serviceType, heldOut ? HELD_OUT_GOALS.serviceTypeAccuracy : ANALYSIS_EVAL_TARGETS.serviceTypeAccuracy));
  console.log(rateLine('Task count', score.taskCount));
  console.log(rateLine('Hours within range', score.hoursInRange, heldOut ? HELD_OUT_GOALS.hoursWithinRange : ANALYSIS_EVAL_TARGETS.hoursWithinRange));
  console.log(rateLine('Complexity (labelled)', score.complexity));
  console.log(flagLine('Flags (all)', score.flags));
  console.log(
    flagLine('Flags (referral)', score.referralFlags, heldOut ? HELD_OUT_GOALS.referralFlagRecall : ANALYSIS_EVAL_TARGETS.referralFlagRecall, heldOut ? HELD_OUT_GOALS.referralFlagPrecision : undefined),
  );
  console.log(flagLine('Flags (out of scope)', score.outOfScopeFlags, heldOut ? HELD_OUT_GOALS.outOfScopeRecall : undefined, heldOut ? HELD_OUT_GOALS.outOfScopePrecision : undefined));
  console.log(rateLine('Vague → no invented task', score.vagueWithoutTasks, heldOut ? HELD_OUT_GOALS.vagueWithoutTasks : undefined));
}

function printFailures(title: string, score: AnalysisEvalScore): void {
  if (score.failures.length === 0) return;
  console.log(`\n${title} failures (${score.failures.length}):`);
  for (const failure of score.failures) {
    const text = failure.description.replace(/\s+/g, ' ');
    console.log(`  ${failure.id}: ${failure.problems.join('; ')}\n      "${text.length > 90 ? `${text.slice(0, 89)}…` : text}"`);
  }
}

/** Set to 1 to score the tuning data alone, leaving the held-out split unscored. */
const TUNING_ONLY = process.env['EVAL_TUNING_ONLY'] === '1';

function main(): number {
  const tuningData = ANALYSIS_TUNING_BATCHES.flat();
  const heldOutSet = TUNING_ONLY ? [] : ANALYSIS_HELD_OUT_14_SET;
  for (const evalCase of [...tuningData, ...heldOutSet]) analyseJob(evalCase.description); // warm-up
  const timings: number[] = [];
  const batches = ANALYSIS_TUNING_BATCHES.map((batch) => run(batch, timings));
  const heldOut = run(heldOutSet, timings);
  timings.sort((a, b) => a - b);
  const mean = timings.length === 0 ? 0 : timings.reduce((sum, value) => sum + value, 0) / timings.length;

  console.log(`Job-analysis evaluation: ${tuningData.length + heldOutSet.length} descriptions`);
  // Each earlier held-out batch was scored unseen, then joined the tuning data once a fresh
  // batch was written (ADR 0014): its figures are shown, no longer held out.
  batches.forEach((score, at) => printSplit(ANALYSIS_TUNING_BATCH_NAMES[at]!, score, 'tuning'));
  const tuning = scoreWith(tuningData, analyseJob);
  printSplit('Tuning data, all batches', tuning, 'tuning');
  if (TUNING_ONLY) console.log('\n== Held-out split (batch 14): not scored (EVAL_TUNING_ONLY=1) ==');
  else if (heldOutSet.length === 0) console.log('\n== Held-out split (batch 14, never tuned on): no cases ==');
  else printSplit('Held-out split (batch 14, never tuned on)', heldOut, 'held-out');
  console.log(
    `\n${'Latency per description'.padEnd(30)} mean ${mean.toFixed(3)} ms, p50 ${percentile(timings, 0.5).toFixed(3)} ms, p99 ${percentile(timings, 0.99).toFixed(3)} ms  (${timings.length} runs)`,
  );

  const crossValidated = crossValidatedTuning();
  printComparison(`Tuning data (${ANALYSIS_TUNING_BATCHES.length} batches): ${tuningData.length} descriptions`, [
    ['rules alone', scoreWith(tuningData, analyseJobByRules)],
    ['reader, x-valid.', scoreAnalysisEval(crossValidated.flat())],
    ['reader, trained', tuning],
  ]);
  ANALYSIS_TUNING_BATCHES.forEach((batch, at) => {
    printComparison(`${ANALYSIS_TUNING_BATCH_NAMES[at]!}: ${batch.length} descriptions`, [
      ['rules alone', scoreWith(batch, analyseJobByRules)],
      ['reader, x-valid.', scoreAnalysisEval(crossValidated[at]!)],
      ['reader, trained', batches[at]!],
    ]);
  });
  if (heldOutSet.length > 0) {
    printComparison(`Held-out split (batch 14): ${heldOut.cases} descriptions`, [
      ['rules alone', scoreWith(heldOutSet, analyseJobByRules)],
      ['with reader', heldOut],
    ]);
    // Six more authors the engine has never met, scored like the held-out split: summaries only.
    const corpora = ANALYSIS_UNSEEN_CORPORA.map((corpus) => scoreWith(corpus, analyseJob));
    printComparison(`Unseen corpora (six authors, never trained or tuned on): ${ANALYSIS_UNSEEN_CORPORA.flat().length} descriptions`, [
      ['rules alone', scoreWith(ANALYSIS_UNSEEN_CORPORA.flat(), analyseJobByRules)],
      ['with reader', scoreWith(ANALYSIS_UNSEEN_CORPORA.flat(), analyseJob)],
    ]);
    printComparison('Unseen corpora, one by one, with reader', corpora.map((score, at) => [ANALYSIS_UNSEEN_CORPUS_NAMES[at]!.slice(0, 8), score] as const));
  }
  // The held-out split's failures are never printed: only its summary figures above.
  batches.forEach((score, at) => printFailures(ANALYSIS_TUNING_BATCH_NAMES[at]!, score));

  // The tuning targets hold on the tuning data as a whole; the goals on the held-out split, once it has cases.
  const missed = [...listMissedTargets(tuning).map((name) => `tuning ${name}`), ...(heldOutSet.length === 0 ? [] : listMissedHeldOutGoals(heldOut).map((name) => `held-out ${name}`))];
  if (missed.length > 0) {
    console.log(`\nTargets missed: ${missed.join(', ')}`);
    return 1;
  }
  console.log(TUNING_ONLY ? '\nTuning targets met (held-out split not scored).' : heldOutSet.length === 0 ? '\nTuning targets met (the held-out split has no cases yet).' : '\nAll targets met.');
  return 0;
}

process.exitCode = main();
