import { calculateMidpointPence } from '../pricing/calculate-midpoint-pence';
import { fromWholePoundsRange } from '../pricing/estimated-range';
import type { EstimatedRange, WholePoundsRange } from '../pricing/estimated-range';
import { priceJob } from '../pricing/price-job';
import type { PriceableTask } from '../pricing/price-task';
import type { PricingConfig } from '../pricing/pricing-config';
import { toPricingUrgency } from '../pricing/to-pricing-urgency';

/**
 * What the quote reads from the analysed job (docs/product/shared-behaviour.md#analysed-job);
 * session storage holds the same.
 */
export type QuotableAnalysis = {
  tasks: readonly PriceableTask[];
  totalEstimatedHours: number;
  /** Whole pounds, as the analysed job carries it, priced by the analysis at the neutral urgency. */
  estimatedRange: WholePoundsRange;
  quote?: { breakdown?: { minimumChargeApplied?: boolean } } | null;
};

/**
 * The price the pricing page shows (docs/product/pricing-flow.md#the-price), fixed when the
 * customer asks for it. Whole pounds held in pence, like every amount inside the product.
 */
export type PricingPageQuote = {
  lowPence: number;
  highPence: number;
  /** The mean of low and high, rounded to whole pounds (docs/product/pricing-rules.md#midpoint). */
  midpointPence: number;
  minimumChargeApplied: boolean;
};

/**
 * The pricing page's quote for the customer's urgency. It is priced by the one engine the
 * server uses when it recomputes the stored lead (docs/product/README.md#one-implementation), so
 * the figure the customer sees is the figure staff see on the lead. Without the pricing config
 * (it failed to load) the analysis's own range and minimum-charge flag are shown
 * (docs/product/pricing-flow.md#the-price).
 */
export function createPricingPageQuote(
  analysis: QuotableAnalysis,
  urgency: string | null | undefined,
  config: PricingConfig | null,
): PricingPageQuote {
  if (config) {
    const price = priceJob({ tasks: analysis.tasks, totalEstimatedHours: analysis.totalEstimatedHours }, config, toPricingUrgency(urgency));
    return toQuote(price.estimatedRange, price.quote.breakdown.minimumChargeApplied);
  }
  return toQuote(fromWholePoundsRange(analysis.estimatedRange), analysis.quote?.breakdown?.minimumChargeApplied === true);
}

function toQuote(range: EstimatedRange, minimumChargeApplied: boolean): PricingPageQuote {
  return {
    lowPence: range.lowPence,
    highPence: range.highPence,
    midpointPence: calculateMidpointPence(range.lowPence, range.highPence),
    minimumChargeApplied,
  };
}

/**
 * The pricing page's quote from the quote the server issued for it (docs/product/issued-quotes.md):
 * its total range, midpoint and minimum-charge flag, as the screen and the tracking read them.
 */
export function toPricingPageQuote(issued: { totalRange: EstimatedRange; midpointPence: number; minimumChargeApplied: boolean }): PricingPageQuote {
  return {
    lowPence: issued.totalRange.lowPence,
    highPence: issued.totalRange.highPence,
    midpointPence: issued.midpointPence,
    minimumChargeApplied: issued.minimumChargeApplied,
  };
}
