import type { AnalysedJob } from '#contracts/analysis.contract';
import type { JobAnalysis } from '#domain/job-analysis/job-task';
import { priceJob } from '#domain/pricing/price-job';
import type { PricingConfig, PricingUrgency } from '#domain/pricing/pricing-config';
import { extractSkills } from '#domain/skills/extract-skills';

/** The analysed job document of customer-flows §3: the analysis, priced, with its skills. */
export function priceAnalysis(
  analysis: JobAnalysis,
  description: string,
  config: PricingConfig,
  urgency: PricingUrgency,
  engine: AnalysedJob['engine'],
): AnalysedJob {
  const price = priceJob({ tasks: analysis.tasks, totalEstimatedHours: analysis.totalEstimatedHours }, config, urgency);
  const noWork = analysis.tasks.length === 0;
  return {
    summary: analysis.summary,
    tasks: analysis.tasks,
    totalEstimatedHours: analysis.totalEstimatedHours,
    // Nothing to price (vague text, referral only): no invented range either.
    estimatedRange: noWork ? { low: 0, high: 0 } : price.estimatedRange,
    quote: { totalPence: noWork ? 0 : price.quote.totalPence, breakdown: price.quote.breakdown },
    flags: analysis.flags,
    skills_required: extractSkills(description, analysis.tasks),
    engine,
  };
}
