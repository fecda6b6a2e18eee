// Scores the offline job-analysis engine against the labelled evaluation set and prints the
// figures the issue asks for. `npm run eval:analysis`; exits 1 when a target is missed.

import { analyseJob } from '#domain/job-analysis/analyse-job';
import {
  ANALYSIS_EVAL_TARGETS,
  listMissedTargets,
  scoreAnalysisEval,
  type AnalysisEvalResult,
  type FlagStats,
  type RateCount,
} from '#domain/job-analysis/score-analysis-eval';
import { ANALYSIS_EVAL_SET } from './data/analysis-eval-set';

/** Each description is timed this many times so the latency figures are not one-off noise. */
const TIMING_ROUNDS = 20;

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;
const rateLine = (label: string, count: RateCount, target?: number): string =>
  `${label.padEnd(26)} ${percent(count.rate).padStart(8)}  (${count.hits}/${count.total})${target === undefined ? '' : `  target ≥ ${percent(target)}`}`;
const flagLine = (label: string, stats: FlagStats): string =>
  `${label.padEnd(26)} precision ${percent(stats.precision)}, recall ${percent(stats.recall)}  (tp ${stats.truePositives}, fp ${stats.falsePositives}, fn ${stats.falseNegatives})`;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function main(): number {
  for (const evalCase of ANALYSIS_EVAL_SET) analyseJob(evalCase.description); // warm-up

  const results: AnalysisEvalResult[] = [];
  const timings: number[] = [];
  for (const evalCase of ANALYSIS_EVAL_SET) {
    let analysis = analyseJob(evalCase.description);
    for (let round = 0; round < TIMING_ROUNDS; round += 1) {
      const started = performance.now();
      analysis = analyseJob(evalCase.description);
      timings.push(performance.now() - started);
    }
    results.push({ evalCase, analysis });
  }
  const score = scoreAnalysisEval(results);
  timings.sort((a, b) => a - b);
  const mean = timings.reduce((sum, value) => sum + value, 0) / timings.length;

  console.log(`Job-analysis evaluation: ${score.cases} descriptions\n`);
  console.log(rateLine('Service type (multiset)', score.serviceType, ANALYSIS_EVAL_TARGETS.serviceTypeAccuracy));
  console.log(rateLine('Task count', score.taskCount));
  console.log(rateLine('Hours within range', score.hoursInRange, ANALYSIS_EVAL_TARGETS.hoursWithinRange));
  console.log(rateLine('Complexity (labelled)', score.complexity));
  console.log(flagLine('Flags (all)', score.flags));
  console.log(`${flagLine('Flags (referral)', score.referralFlags)}  target recall ≥ ${percent(ANALYSIS_EVAL_TARGETS.referralFlagRecall)}`);
  console.log(
    `${'Latency per description'.padEnd(26)} mean ${mean.toFixed(3)} ms, p50 ${percentile(timings, 0.5).toFixed(3)} ms, p99 ${percentile(timings, 0.99).toFixed(3)} ms  (${timings.length} runs)`,
  );

  if (score.failures.length > 0) {
    console.log(`\nFailures (${score.failures.length}):`);
    for (const failure of score.failures) {
      const text = failure.description.replace(/\s+/g, ' ');
      console.log(`  ${failure.id}: ${failure.problems.join('; ')}\n      "${text.length > 90 ? `${text.slice(0, 89)}…` : text}"`);
    }
  }

  const missed = listMissedTargets(score);
  if (missed.length > 0) {
    console.log(`\nTargets missed: ${missed.join(', ')}`);
    return 1;
  }
  console.log('\nAll targets met.');
  return 0;
}

process.exitCode = main();
