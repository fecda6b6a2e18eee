import type { AnalysedJob } from '#contracts/analysis.contract';
import { analyseJob } from '#domain/job-analysis/analyse-job';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { getPricingConfig } from '../pricing/get-pricing-config';
import { refineWithLanguageModel } from './internal/refine-with-language-model';
import { priceAnalysis } from './price-analysis';

/** The customer has not said how urgent the job is yet: price it as a normal job. */
const ANALYSIS_URGENCY = 'medium';

export type AnalyseDeps = {
  db: Database;
  llm: Config['llm'];
  log: { warn: (obj: object, message: string) => void };
};

/**
 * The local engine always answers; a configured model reads the message beside it (its tasks,
 * its scope, the specialists it needs), and any failure of the model (down, slow, nonsense) falls
 * back to the local answer (docs/decisions/0007-job-analysis-engine.md#a-language-model).
 */
export async function analyseJobDescription(deps: AnalyseDeps, jobDescription: string): Promise<AnalysedJob> {
  const { config } = await getPricingConfig(deps);
  const local = analyseJob(jobDescription);
  if (deps.llm) {
    const refined = await refineWithLanguageModel(deps.llm, jobDescription, local).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'the language model could not refine the analysis; using the local engine');
      return undefined;
    });
    if (refined) return priceAnalysis(refined, jobDescription, config, ANALYSIS_URGENCY, 'llm').analysedJob;
  }
  return priceAnalysis(local, jobDescription, config, ANALYSIS_URGENCY, 'local').analysedJob;
}

/** The model's reading alone, for the evaluation of the model path (bench/eval-analysis-model.ts). */
export { refineWithLanguageModel, type LanguageModelConfig } from './internal/refine-with-language-model';
