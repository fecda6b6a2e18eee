import { priceJob } from '../pricing/price-job';
import type { PriceableTask } from '../pricing/price-task';
import type { PricingConfig, PricingUrgency } from '../pricing/pricing-config';
import { type LeadEstimatePence, toLeadEstimatePence } from './to-lead-estimate-pence';

export type LeadJob = {
  tasks: readonly PriceableTask[];
  totalEstimatedHours?: number | null;
};

/**
 * A lead's stored estimate from its analysed tasks: the job priced with `config` at the lead's
 * urgency, the customer's ±15 % range, the promo when it was applied, null with nothing to price
 * (docs/product/leads.md#prices). Every lead save stores this, and the Pricing Config screen's
 * preview on real leads reprices with it, so the two can never disagree.
 */
export function priceLeadEstimate(
  job: LeadJob,
  config: PricingConfig,
  urgency: PricingUrgency,
  discountApplied: boolean,
): LeadEstimatePence {
  if (job.tasks.length === 0) return { lowPence: null, highPence: null };
  const price = priceJob({ tasks: job.tasks, totalEstimatedHours: job.totalEstimatedHours }, config, urgency);
  return toLeadEstimatePence({ tasks: job.tasks, estimatedRange: price.estimatedRange }, discountApplied);
}
