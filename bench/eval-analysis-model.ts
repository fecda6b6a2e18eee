// Scores the job analysis as the product answers with a language model configured
// (docs/decisions/0007-job-analysis-engine.md#a-language-model): each description of the held-out
// split (batch 14) and of the unseen corpora goes through the same code as POST /api/analyze-job
// with LLM_* set (the local engine, then the model's reading joined to it; the local answer when
// the model fails), and is scored against the held-out goals. Summary figures only, as
// bench/eval-analysis.ts prints them for the local engine.
// `LLM_BASE_URL=… LLM_MODEL=… LLM_API_KEY=… npm run eval:analysis:model`; without a model
// configured it says so and exits 2. No model can be reached from the machines this project is
// built on, so it is not part of `npm test` or `npm run bench`.

import { analyseJob } from '#domain/job-analysis/analyse-job';
import type { JobAnalysis } from '#domain/job-analysis/job-task';
import { listMissedHeldOutGoals, scoreAnalysisEval, type AnalysisEvalCase, type AnalysisEvalScore } from '#domain/job-analysis/score-analysis-eval';
import { refineWithLanguageModel, type LanguageModelConfig } from '#server/features/analysis/analyse-job-description';
import { ANALYSIS_HELD_OUT_14_SET } from './data/analysis-held-out-14-set';
import { ANALYSIS_UNSEEN_CORPORA } from './data/analysis-unseen-corpora';

/** Requests in flight at once: a hosted model's rate limits, not this machine, bound the run. */
const CONCURRENCY = 4;

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

async function readAll(config: LanguageModelConfig, cases: readonly AnalysisEvalCase[]): Promise<{ score: AnalysisEvalScore; fellBack: number }> {
  const analyses: JobAnalysis[] = new Array(cases.length);
  let fellBack = 0;
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const at = next;
      next += 1;
      const description = cases[at]!.description;
      const local = analyseJob(description);
      analyses[at] = await refineWithLanguageModel(config, description, local).catch(() => {
        fellBack += 1;
        return local;
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { score: scoreAnalysisEval(cases.map((evalCase, at) => ({ evalCase, analysis: analyses[at]! }))), fellBack };
}

function print(title: string, { score, fellBack }: { score: AnalysisEvalScore; fellBack: number }): void {
  console.log(`\n== ${title}: ${score.cases} descriptions (the model failed on ${fellBack}, answered by the local engine) ==`);
  console.log(`Service type                   ${percent(score.serviceType.rate)}`);
  console.log(`Hours within range             ${percent(score.hoursInRange.rate)}`);
  console.log(`Referral recall / precision    ${percent(score.referralFlags.recall)} / ${percent(score.referralFlags.precision)}`);
  console.log(`Out-of-scope recall / precision ${percent(score.outOfScopeFlags.recall)} / ${percent(score.outOfScopeFlags.precision)}`);
  console.log(`Vague → no invented task       ${percent(score.vagueWithoutTasks.rate)}`);
}

async function main(): Promise<number> {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = process.env;
  if (!baseUrl || !model) {
    console.error('No language model configured: set LLM_BASE_URL (including /v1) and LLM_MODEL, and LLM_API_KEY if it needs one.');
    return 2;
  }
  const config: LanguageModelConfig = { baseUrl, model, apiKey };
  const heldOut = await readAll(config, ANALYSIS_HELD_OUT_14_SET);
  print('Held-out split (batch 14, never tuned on)', heldOut);
  print('Unseen corpora (six authors, never trained or tuned on)', await readAll(config, ANALYSIS_UNSEEN_CORPORA.flat()));
  const missed = listMissedHeldOutGoals(heldOut.score);
  console.log(missed.length === 0 ? '\nEvery held-out goal met.' : `\nHeld-out goals missed: ${missed.join(', ')}`);
  return missed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
