import type { AnalysedJob } from '#contracts/analysis.contract';
import { analyseJob } from '#domain/job-analysis/analyse-job';
import { priceLeadEstimate } from '#domain/leads/price-lead-estimate';
import type { LeadEstimatePence } from '#domain/leads/to-lead-estimate-pence';
import { toPricingUrgency } from '#domain/pricing/to-pricing-urgency';
import type { Database } from '#server/db/client';
import { getPricingConfig } from '../pricing/get-pricing-config';
import { priceAnalysis } from './price-analysis';

export type PricedLeadDescription = {
  /** What the lead stores as its analysis (the server's own, never the browser's copy). */
  analysedJob: AnalysedJob;
  /** The lead's estimatedPriceLow/High: the range the customer saw, in pence, or null with no work. */
  estimate: LeadEstimatePence;
  /** The pricing config version that priced it, stored on the lead (docs/decisions/0010-app-settings-and-config-versions.md). */
  pricingVersion: number;
};

/**
 * Every lead save prices its description the same way, whoever took the lead: load the stored
 * pricing config (and its version), analyse the text with the local engine, price it at the
 * lead's urgency and take the estimate from that (docs/product/pricing-rules.md#server-recomputes:
 * the server recomputes every price it stores and trusts none from the browser). Only the local
 * engine runs, so a save never waits on the optional language model.
 */
export async function priceLeadDescription(
  deps: { db: Database },
  input: { jobDescription: string; urgency: string | null | undefined; discountApplied: boolean },
): Promise<PricedLeadDescription> {
  const { config, version } = await getPricingConfig(deps);
  const urgency = toPricingUrgency(input.urgency);
  const { analysedJob } = priceAnalysis(analyseJob(input.jobDescription), input.jobDescription, config, urgency, 'local');
  return {
    analysedJob,
    // The same rule the Pricing Config preview reprices leads with (docs/product/pricing-config.md#preview-on-recent-leads).
    estimate: priceLeadEstimate(analysedJob, config, urgency, input.discountApplied),
    pricingVersion: version,
  };
}
