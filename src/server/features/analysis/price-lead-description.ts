import type { AnalysedJob } from '#contracts/analysis.contract';
import { analyseJob } from '#domain/job-analysis/analyse-job';
import { toLeadEstimatePence, type LeadEstimatePence } from '#domain/leads/to-lead-estimate-pence';
import { toPricingUrgency } from '#domain/pricing/to-pricing-urgency';
import type { Database } from '#server/db/client';
import { getPricingConfig } from '../pricing/get-pricing-config';
import { priceAnalysis } from './price-analysis';

export type PricedLeadDescription = {
  /** What the lead stores as its analysis (the server's own, never the browser's copy). */
  analysedJob: AnalysedJob;
  /** The lead's estimatedPriceLow/High: the range the customer saw, in pence, or null with no work. */
  estimate: LeadEstimatePence;
};

/**
 * Every lead save prices its description the same way, whoever took the lead: load the stored
 * pricing config, analyse the text with the local engine, price it at the lead's urgency and take
 * the estimate from that (docs/product/pricing-rules.md#server-recomputes: the server recomputes
 * every price it stores and trusts none from the browser). Only the local engine runs, so a save
 * never waits on the optional language model.
 */
export async function priceLeadDescription(
  deps: { db: Database },
  input: { jobDescription: string; urgency: string | null | undefined; discountApplied: boolean },
): Promise<PricedLeadDescription> {
  const { config } = await getPricingConfig(deps);
  const priced = priceAnalysis(analyseJob(input.jobDescription), input.jobDescription, config, toPricingUrgency(input.urgency), 'local');
  return {
    analysedJob: priced.analysedJob,
    estimate: toLeadEstimatePence({ tasks: priced.analysedJob.tasks, estimatedRange: priced.estimatedRange }, input.discountApplied),
  };
}
