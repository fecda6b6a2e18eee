import { roundDownToMultiple } from '../money';
import { calculateHourlyRatePence } from './calculate-hourly-rate-pence';
import { priceJob } from './price-job';
import type { JobQuoteBreakdown } from './price-job';
import { PRICING_COMPLEXITIES, PRICING_URGENCIES } from './pricing-config';
import type { PricingComplexity, PricingConfig, PricingUrgency } from './pricing-config';

/**
 * Preview totals are rounded down to a multiple of 50 pence
 * (docs/product/pricing-config.md#sample-calculation).
 */
export const PREVIEW_TOTAL_STEP_PENCE = 50;

export type PricingSample = {
  hours: number;
  complexity: PricingComplexity;
  urgency: PricingUrgency;
  materialsPounds: number;
};

/** A typical half-day job: three hours of moderate work with £40 of materials, no rush. */
export const DEFAULT_PRICING_SAMPLE: PricingSample = {
  hours: 3,
  complexity: 'moderate',
  urgency: 'medium',
  materialsPounds: 40,
};

export type PricingPreview = {
  sample: PricingSample;
  breakdown: JobQuoteBreakdown;
  /** The engine's exact total, rounded down to a multiple of 50 pence for the preview. */
  totalPence: number;
  /** The hourly rate for every urgency × complexity, exactly as customers are charged. */
  hourlyRatesPence: Record<PricingUrgency, Record<PricingComplexity, number>>;
};

function listHourlyRates(config: PricingConfig): Record<PricingUrgency, Record<PricingComplexity, number>> {
  const byUrgency = (urgency: PricingUrgency): Record<PricingComplexity, number> => {
    const entries = PRICING_COMPLEXITIES.map((complexity) => [
      complexity,
      calculateHourlyRatePence(config, urgency, complexity),
    ]);
    return Object.fromEntries(entries) as Record<PricingComplexity, number>;
  };
  const entries = PRICING_URGENCIES.map((urgency) => [urgency, byUrgency(urgency)]);
  return Object.fromEntries(entries) as Record<PricingUrgency, Record<PricingComplexity, number>>;
}

/**
 * The admin's sample calculation (docs/product/pricing-config.md#sample-calculation): the same engine the
 * customers meet, run on a sample job, so an edit can be judged before it is saved.
 */
export function previewPricingSample(config: PricingConfig, sample: PricingSample = DEFAULT_PRICING_SAMPLE): PricingPreview {
  const price = priceJob(
    {
      tasks: [
        {
          description: 'Sample job',
          complexity: sample.complexity,
          estimatedHours: sample.hours,
          estimatedMaterials: sample.materialsPounds,
        },
      ],
    },
    config,
    sample.urgency,
  );
  return {
    sample,
    breakdown: price.quote.breakdown,
    totalPence: roundDownToMultiple(price.quote.totalPence, PREVIEW_TOTAL_STEP_PENCE),
    hourlyRatesPence: listHourlyRates(config),
  };
}
