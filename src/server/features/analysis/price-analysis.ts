import type { AnalysedJob } from '#contracts/analysis.contract';
import type { JobAnalysis } from '#domain/job-analysis/job-task';
import { EMPTY_ESTIMATED_RANGE, toWholePoundsRange, type EstimatedRange } from '#domain/pricing/estimated-range';
import { priceJob } from '#domain/pricing/price-job';
import type { PricingConfig, PricingUrgency } from '#domain/pricing/pricing-config';
import { extractSkills } from '#domain/skills/extract-skills';

export type PricedAnalysis = {
  /** The analysed job document, its range in whole pounds (docs/product/shared-behaviour.md#analysed-job). */
  analysedJob: AnalysedJob;
  /** The same range in pence, for everything the server computes from it. */
  estimatedRange: EstimatedRange;
};

/** An analysis, priced with the stored config, with its skills. */
export function priceAnalysis(
  analysis: JobAnalysis,
  description: string,
  config: PricingConfig,
  urgency: PricingUrgency,
  engine: AnalysedJob['engine'],
): PricedAnalysis {
  const price = priceJob({ tasks: analysis.tasks, totalEstimatedHours: analysis.totalEstimatedHours }, config, urgency);
  const noWork = analysis.tasks.length === 0;
  // Nothing to price (vague text, referral only): no invented range either.
  const estimatedRange = noWork ? EMPTY_ESTIMATED_RANGE : price.estimatedRange;
  return {
    analysedJob: {
      summary: analysis.summary,
      tasks: analysis.tasks,
      totalEstimatedHours: analysis.totalEstimatedHours,
      estimatedRange: toWholePoundsRange(estimatedRange),
      quote: { totalPence: noWork ? 0 : price.quote.totalPence, breakdown: price.quote.breakdown },
      flags: analysis.flags,
      skills_required: extractSkills(description, analysis.tasks),
      engine,
    },
    estimatedRange,
  };
}
