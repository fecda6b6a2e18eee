import { analyseJob } from '#domain/job-analysis/analyse-job';
import type { CustomerType, JobScope, QuoteEngineConfig, QuoteEngineUrgency } from '#domain/quote-engine/quote-engine-config';
import { quoteEngineInputFromAnalysis } from '#domain/quote-engine/quote-engine-input-from-analysis';
import { scoreQuoteMethod, type QuoteMethodResult } from '#domain/quote-engine/score-quote-method';
import type { Database } from '#server/db/client';
import { validateQuoteEngineConfig } from '#domain/quote-engine/validate-quote-engine-config';
import { UnprocessableError } from '#server/errors';
import { getQuoteEngineConfig } from './get-quote-engine-config';

export type RecommendInput = {
  jobDescription: string;
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
  /** A config to try before saving it (the admin test box); the stored one otherwise. */
  config?: QuoteEngineConfig | undefined;
};

/**
 * The server reads complexity and the need to see the job from its own analysis of the
 * description, so the recommendation does not depend on what a browser claims.
 */
export async function recommendQuoteMethod(deps: { db: Database }, input: RecommendInput): Promise<QuoteMethodResult> {
  let config = input.config;
  if (config) {
    const validated = validateQuoteEngineConfig(config);
    if (!validated.ok) throw new UnprocessableError('The quote engine configuration is not valid.', validated.invalidParams, 'invalid_quote_engine_config');
  } else {
    config = (await getQuoteEngineConfig(deps)).config;
  }
  const analysis = analyseJob(input.jobDescription);
  const engineInput = quoteEngineInputFromAnalysis(analysis, {
    customerType: input.customerType,
    jobScope: input.jobScope,
    urgency: input.urgency,
    jobDescription: input.jobDescription,
  });
  return scoreQuoteMethod(engineInput, config);
}
