// How far two labellers agree on the same customer descriptions
// (docs/decisions/0021-learned-text-reader.md#how-far-two-labellers-agree): the second, blind
// labelling of 240 tuning descriptions (bench/data/analysis-label-agreement-set.ts) is scored
// against the batches' own labels with the eval's own scorer, as if it were the engine (its hours
// the middle of its range, as the engine gives one figure), and the other way round. The engine's
// figures on the same 240 stand beside them. Agreement is the most any reader can score against
// labels written this way: a goal above it could not be met by anybody. Then a language model's
// blind reading of the held-out split (bench/data/analysis-held-out-14-language-model-answers.ts)
// is scored beside the engine's on that split, against the held-out goals: summary figures only.
// `npx tsx bench/label-agreement.ts`; prints the tuning descriptions' disagreements too.

import { analyseJob } from '#domain/job-analysis/analyse-job';
import type { FlagCode, JobAnalysis } from '#domain/job-analysis/job-task';
import { HELD_OUT_GOALS, scoreAnalysisEval, type AnalysisEvalCase, type AnalysisEvalScore } from '#domain/job-analysis/score-analysis-eval';
import { LANGUAGE_MODEL_HELD_OUT_14_ANSWERS } from './data/analysis-held-out-14-language-model-answers';
import { ANALYSIS_HELD_OUT_14_SET } from './data/analysis-held-out-14-set';
import { ANALYSIS_LABEL_AGREEMENT_SET, type Relabel } from './data/analysis-label-agreement-set';
import { ANALYSIS_TUNING_BATCHES } from './data/analysis-tuning-batches';

type Labels = { serviceTypes: readonly string[]; hours: readonly [number, number]; flags: readonly FlagCode[] };

/** An answer as the engine gives one: a task per service type, a figure of hours, the flags. */
function asAnswer(serviceTypes: readonly string[], hours: number, flags: readonly FlagCode[]): JobAnalysis {
  return {
    summary: '',
    tasks: serviceTypes.map((serviceType, index) => ({ id: `task-${index + 1}`, serviceType }) as JobAnalysis['tasks'][number]),
    totalEstimatedHours: hours,
    flags: flags.map((code) => ({ code, message: '' }) as JobAnalysis['flags'][number]),
  };
}

/** A labelling read as an answer: its hours the middle of its range. */
const asAnalysis = (labels: Labels): JobAnalysis => asAnswer(labels.serviceTypes, (labels.hours[0] + labels.hours[1]) / 2, labels.flags);

function asCase(id: string, description: string, labels: Labels): AnalysisEvalCase {
  return { id, description, expected: { serviceTypes: labels.serviceTypes, taskCount: labels.serviceTypes.length, hours: labels.hours, flags: labels.flags } };
}

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`.padStart(8);

function printRow(label: string, score: AnalysisEvalScore): void {
  console.log(
    `${label.padEnd(44)} ${percent(score.serviceType.rate)} ${percent(score.hoursInRange.rate)}` +
      ` ${percent(score.referralFlags.recall)} / ${percent(score.referralFlags.precision).trim()}` +
      ` ${percent(score.outOfScopeFlags.recall)} / ${percent(score.outOfScopeFlags.precision).trim()}` +
      ` ${percent(score.vagueWithoutTasks.rate)} (${score.vagueWithoutTasks.total})`,
  );
}

const byId = new Map(ANALYSIS_TUNING_BATCHES.flat().map((evalCase) => [evalCase.id, evalCase] as const));
const pairs = ANALYSIS_LABEL_AGREEMENT_SET.map((second: Relabel) => {
  const first = byId.get(second.id);
  if (!first) throw new Error(`${second.id} is not a description of the tuning data`);
  return { first, second };
});

const secondOnFirst = scoreAnalysisEval(pairs.map(({ first, second }) => ({ evalCase: first, analysis: asAnalysis(second) })));
const firstOnSecond = scoreAnalysisEval(
  pairs.map(({ first, second }) => ({ evalCase: asCase(first.id, first.description, second), analysis: asAnalysis(first.expected) })),
);
const engine = scoreAnalysisEval(pairs.map(({ first }) => ({ evalCase: first, analysis: analyseJob(first.description) })));

console.log(`${pairs.length} descriptions, each labelled twice.\n`);
console.log(`${''.padEnd(44)} ${'service'.padStart(8)} ${'hours'.padStart(8)} ${'referral R / P'.padStart(19)} ${'out of scope R / P'.padStart(19)} ${'vague'.padStart(8)}`);
printRow('Second labelling, scored on the batches’', secondOnFirst);
printRow('Batches’ labels, scored on the second', firstOnSecond);
printRow('Engine (tuned on these), on the batches’', engine);
console.log('\nWhere the two labellings differ (second labeller’s answer after "got"):');
for (const failure of secondOnFirst.failures) console.log(`  ${failure.id}: ${failure.problems.join('; ')}\n      ${failure.description.slice(0, 140)}`);

const heldOutById = new Map(ANALYSIS_HELD_OUT_14_SET.map((evalCase) => [evalCase.id, evalCase] as const));
const languageModel = scoreAnalysisEval(
  LANGUAGE_MODEL_HELD_OUT_14_ANSWERS.map((answer) => {
    const evalCase = heldOutById.get(answer.id);
    if (!evalCase) throw new Error(`${answer.id} is not a description of the held-out split`);
    return { evalCase, analysis: asAnswer(answer.serviceTypes, answer.hours, answer.flags) };
  }),
);
const engineOnHeldOut = scoreAnalysisEval(ANALYSIS_HELD_OUT_14_SET.map((evalCase) => ({ evalCase, analysis: analyseJob(evalCase.description) })));
const goals = HELD_OUT_GOALS;
console.log(`\nThe held-out split (batch 14, ${ANALYSIS_HELD_OUT_14_SET.length} descriptions), summary figures only:`);
printRow('A language model, reading blind', languageModel);
printRow('The engine (rules and learned reader)', engineOnHeldOut);
console.log(
  `${'Goals'.padEnd(44)} ${percent(goals.serviceTypeAccuracy)} ${percent(goals.hoursWithinRange)} ${percent(goals.referralFlagRecall)} / ${percent(goals.referralFlagPrecision).trim()}` +
    ` ${percent(goals.outOfScopeRecall)} / ${percent(goals.outOfScopePrecision).trim()} ${percent(goals.vagueWithoutTasks)}`,
);
