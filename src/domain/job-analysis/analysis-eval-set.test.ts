import { describe, expect, it } from 'vitest';
import { ANALYSIS_TUNING_SET as ANALYSIS_EVAL_SET } from '#bench/data/analysis-eval-set';
import { analyseJob } from './analyse-job';
import { ANALYSIS_EVAL_TARGETS, scoreAnalysisEval } from './score-analysis-eval';

// The whole labelled evaluation set, so a change that makes the engine read customers worse
// fails CI. bench/eval-analysis.ts prints the same figures with the failures and latency.

describe('the job-analysis evaluation set', () => {
  const score = scoreAnalysisEval(ANALYSIS_EVAL_SET.map((evalCase) => ({ evalCase, analysis: analyseJob(evalCase.description) })));

  it('holds at least 160 labelled descriptions with unique ids', () => {
    expect(ANALYSIS_EVAL_SET.length).toBeGreaterThanOrEqual(160);
    expect(new Set(ANALYSIS_EVAL_SET.map((evalCase) => evalCase.id)).size).toBe(ANALYSIS_EVAL_SET.length);
  });

  it(`reads the service types right at least ${ANALYSIS_EVAL_TARGETS.serviceTypeAccuracy * 100} % of the time`, () => {
    expect(score.serviceType.rate).toBeGreaterThanOrEqual(ANALYSIS_EVAL_TARGETS.serviceTypeAccuracy);
  });

  it(`estimates hours within the acceptable range at least ${ANALYSIS_EVAL_TARGETS.hoursWithinRange * 100} % of the time`, () => {
    expect(score.hoursInRange.rate).toBeGreaterThanOrEqual(ANALYSIS_EVAL_TARGETS.hoursWithinRange);
  });

  it(`catches at least ${ANALYSIS_EVAL_TARGETS.referralFlagRecall * 100} % of the work that must be referred`, () => {
    expect(score.referralFlags.recall).toBeGreaterThanOrEqual(ANALYSIS_EVAL_TARGETS.referralFlagRecall);
  });
});
