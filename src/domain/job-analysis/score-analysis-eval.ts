import { REFERRAL_FLAG_CODES, type Complexity, type FlagCode, type JobAnalysis } from './job-task';

// Scores the analysis engine against a labelled set of customer descriptions. Pure: the
// caller runs the engine (and times it), this only compares. Used by bench/eval-analysis.ts
// and by the test that keeps the engine from regressing.

export type AnalysisEvalCase = {
  id: string;
  description: string;
  expected: {
    /** Service type of every task a handyman would price, as a multiset (order ignored). */
    serviceTypes: readonly string[];
    taskCount: number;
    /** Complexity of particular tasks, where it matters; matched by service type. */
    complexities?: readonly { serviceType: string; complexity: Complexity }[];
    /** Acceptable total hours, inclusive. */
    hours: readonly [number, number];
    /** Exactly the flags expected; any other flag counts as a false positive. */
    flags: readonly FlagCode[];
  };
};

export type AnalysisEvalResult = { evalCase: AnalysisEvalCase; analysis: JobAnalysis };

export type RateCount = { hits: number; total: number; rate: number };

export type FlagStats = { precision: number; recall: number; truePositives: number; falsePositives: number; falseNegatives: number };

export type AnalysisEvalFailure = { id: string; description: string; problems: string[] };

export type AnalysisEvalScore = {
  cases: number;
  serviceType: RateCount;
  taskCount: RateCount;
  hoursInRange: RateCount;
  complexity: RateCount;
  flags: FlagStats;
  referralFlags: FlagStats;
  /** The out_of_scope flag alone: work that is not a handyman's at all. */
  outOfScopeFlags: FlagStats;
  /** Descriptions labelled vague (no task, needs_more_detail) that got no invented task. */
  vagueWithoutTasks: RateCount;
  failures: AnalysisEvalFailure[];
};

/** The targets for the tuning split; a miss fails the eval script and the test. */
export const ANALYSIS_EVAL_TARGETS = {
  serviceTypeAccuracy: 0.9,
  hoursWithinRange: 0.85,
  referralFlagRecall: 0.95,
} as const;

/**
 * The goals on the held-out split, which is never tuned on
 * (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md).
 */
export const HELD_OUT_GOALS = {
  serviceTypeAccuracy: 0.95,
  hoursWithinRange: 0.9,
  referralFlagRecall: 0.97,
  referralFlagPrecision: 0.9,
  outOfScopeRecall: 0.97,
  outOfScopePrecision: 0.9,
  vagueWithoutTasks: 0.95,
} as const;

const REFERRAL_CODES: ReadonlySet<FlagCode> = new Set(REFERRAL_FLAG_CODES);

function rate(hits: number, total: number): RateCount {
  // An empty category counts as met: 0 of 0 is not a failure.
  return { hits, total, rate: total === 0 ? 1 : hits / total };
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
}

function flagStats(results: readonly AnalysisEvalResult[], include: (code: FlagCode) => boolean): FlagStats {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const { evalCase, analysis } of results) {
    const expected = new Set(evalCase.expected.flags.filter(include));
    const actual = new Set(analysis.flags.map((flag) => flag.code).filter(include));
    for (const code of actual) if (expected.has(code)) truePositives += 1;
    else falsePositives += 1;
    for (const code of expected) if (!actual.has(code)) falseNegatives += 1;
  }
  const found = truePositives + falsePositives;
  const wanted = truePositives + falseNegatives;
  return {
    precision: found === 0 ? 1 : truePositives / found,
    recall: wanted === 0 ? 1 : truePositives / wanted,
    truePositives,
    falsePositives,
    falseNegatives,
  };
}

function matchComplexities(evalCase: AnalysisEvalCase, analysis: JobAnalysis): { hits: number; total: number; misses: string[] } {
  const wanted = evalCase.expected.complexities ?? [];
  const unused = [...analysis.tasks];
  const misses: string[] = [];
  let hits = 0;
  for (const { serviceType, complexity } of wanted) {
    const index = unused.findIndex((task) => task.serviceType === serviceType && task.complexity === complexity);
    if (index >= 0) {
      hits += 1;
      unused.splice(index, 1);
    } else {
      const actual = analysis.tasks.filter((task) => task.serviceType === serviceType).map((task) => task.complexity);
      misses.push(`${serviceType} complexity ${complexity}, got ${actual.join('/') || 'no task'}`);
    }
  }
  return { hits, total: wanted.length, misses };
}

/** A vague request: the labels expect no task and ask the customer for more detail. */
function isVague(evalCase: AnalysisEvalCase): boolean {
  return evalCase.expected.taskCount === 0 && evalCase.expected.flags.includes('needs_more_detail');
}

export function scoreAnalysisEval(results: readonly AnalysisEvalResult[]): AnalysisEvalScore {
  let serviceHits = 0;
  let countHits = 0;
  let hoursHits = 0;
  let complexityHits = 0;
  let complexityTotal = 0;
  let vagueHits = 0;
  let vagueTotal = 0;
  const failures: AnalysisEvalFailure[] = [];

  for (const { evalCase, analysis } of results) {
    const { expected } = evalCase;
    const problems: string[] = [];
    const actualTypes = analysis.tasks.map((task) => task.serviceType);
    if (sameMultiset(actualTypes, expected.serviceTypes)) serviceHits += 1;
    else problems.push(`types [${[...expected.serviceTypes].sort().join(', ')}] got [${[...actualTypes].sort().join(', ')}]`);
    if (analysis.tasks.length === expected.taskCount) countHits += 1;
    else problems.push(`${expected.taskCount} tasks, got ${analysis.tasks.length}`);
    const [low, high] = expected.hours;
    if (analysis.totalEstimatedHours >= low && analysis.totalEstimatedHours <= high) hoursHits += 1;
    else problems.push(`hours ${low}–${high}, got ${analysis.totalEstimatedHours}`);
    const complexity = matchComplexities(evalCase, analysis);
    complexityHits += complexity.hits;
    complexityTotal += complexity.total;
    problems.push(...complexity.misses);
    if (isVague(evalCase)) {
      vagueTotal += 1;
      if (analysis.tasks.length === 0) vagueHits += 1;
    }
    const actualFlags = analysis.flags.map((flag) => flag.code);
    const missing = expected.flags.filter((code) => !actualFlags.includes(code));
    const extra = actualFlags.filter((code) => !expected.flags.includes(code));
    if (missing.length > 0) problems.push(`missing flags ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`extra flags ${extra.join(', ')}`);
    if (problems.length > 0) failures.push({ id: evalCase.id, description: evalCase.description, problems });
  }

  return {
    cases: results.length,
    serviceType: rate(serviceHits, results.length),
    taskCount: rate(countHits, results.length),
    hoursInRange: rate(hoursHits, results.length),
    complexity: rate(complexityHits, complexityTotal),
    flags: flagStats(results, () => true),
    referralFlags: flagStats(results, (code) => REFERRAL_CODES.has(code)),
    outOfScopeFlags: flagStats(results, (code) => code === 'out_of_scope'),
    vagueWithoutTasks: rate(vagueHits, vagueTotal),
    failures,
  };
}

/** The targets missed, in words; empty when all are met. */
export function listMissedTargets(score: AnalysisEvalScore): string[] {
  const missed: string[] = [];
  if (score.serviceType.rate < ANALYSIS_EVAL_TARGETS.serviceTypeAccuracy) missed.push('service-type accuracy');
  if (score.hoursInRange.rate < ANALYSIS_EVAL_TARGETS.hoursWithinRange) missed.push('hours within range');
  if (score.referralFlags.recall < ANALYSIS_EVAL_TARGETS.referralFlagRecall) missed.push('referral-flag recall');
  return missed;
}

/** The held-out goals missed, in words; empty when all are met. */
export function listMissedHeldOutGoals(score: AnalysisEvalScore): string[] {
  const goals = HELD_OUT_GOALS;
  const checks: [boolean, string][] = [
    [score.serviceType.rate >= goals.serviceTypeAccuracy, 'service-type accuracy'],
    [score.hoursInRange.rate >= goals.hoursWithinRange, 'hours within range'],
    [score.referralFlags.recall >= goals.referralFlagRecall, 'referral-flag recall'],
    [score.referralFlags.precision >= goals.referralFlagPrecision, 'referral-flag precision'],
    [score.outOfScopeFlags.recall >= goals.outOfScopeRecall, 'out-of-scope recall'],
    [score.outOfScopeFlags.precision >= goals.outOfScopePrecision, 'out-of-scope precision'],
    [score.vagueWithoutTasks.rate >= goals.vagueWithoutTasks, 'vague requests without tasks'],
  ];
  return checks.filter(([met]) => !met).map(([, name]) => name);
}
