import type { StoredEngineInput } from '#contracts/training.contract';
import { analyseJob } from '#domain/job-analysis/analyse-job';
import type { CustomerType, JobScope, QuoteEngineUrgency } from '#domain/quote-engine/quote-engine-config';
import { quoteEngineInputFromAnalysis } from '#domain/quote-engine/quote-engine-input-from-analysis';

/**
 * The quote engine's reading of a judged job, made as the customer flow makes it (the server's
 * own analysis of the description, then quoteEngineInputFromAnalysis), keeping what the
 * routing needs beyond the customer's three answers.
 */
export function readEngineInput(jobDescription: string, answers: { customerType: CustomerType; jobScope: JobScope; urgency: QuoteEngineUrgency }): StoredEngineInput {
  const input = quoteEngineInputFromAnalysis(analyseJob(jobDescription), { ...answers, jobDescription });
  const visual = input.needsVisualAssessment;
  return {
    complexityScore: input.complexityScore,
    needsVisualAssessment: typeof visual === 'number' ? visual : visual ? 1 : 0,
    flags: [...(input.flags ?? [])],
    totalEstimatedHours: input.totalEstimatedHours ?? null,
  };
}
