import { calculateMidpointPence } from '../pricing/calculate-midpoint-pence';
import { applyPromoCode } from '../pricing/apply-promo-code';
import { fromWholePoundsRange, toEstimatedRange } from '../pricing/estimated-range';
import type { EstimatedRange, WholePoundsRange } from '../pricing/estimated-range';
import { listTaskPriceRanges } from '../pricing/list-task-price-ranges';
import type { TaskPriceRangeLine } from '../pricing/list-task-price-ranges';
import { priceJob } from '../pricing/price-job';
import type { PriceableTask } from '../pricing/price-task';
import type { PricingConfig } from '../pricing/pricing-config';
import { toPricingUrgency } from '../pricing/to-pricing-urgency';
import { type InstantQuoteLine, listInstantQuoteLines } from './list-instant-quote-lines';

/** The struck-through site-visit prices, whole pounds (docs/product/home-flow.md#constants). */
export const INSTANT_QUOTE_SITE_VISIT_WAS_POUNDS = 65;
export const BOOKING_SITE_VISIT_WAS_POUNDS = 220;

export type InstantQuoteInput = {
  tasks?: readonly PriceableTask[] | null;
  totalEstimatedHours?: number | null;
  urgency?: string | null;
  /** The code the customer applied, when the discount is on. */
  appliedPromoCode?: string | null;
};

export type InstantQuote = {
  lines: TaskPriceRangeLine[];
  /** The lines the screen lists, adding up to totalRange (docs/product/home-flow.md#instant-quote). */
  priceLines: InstantQuoteLine[];
  /** '... and N more tasks', or null. */
  moreTasksText: string | null;
  /** The total range before any discount. */
  fullRange: EstimatedRange;
  /** The range the customer pays: the discounted one when the promo is applied. */
  totalRange: EstimatedRange;
  isDiscounted: boolean;
  /** Midpoint of the total range, in whole pounds: the value of the quoteDisplayed event. */
  midpointPence: number;
  taskCount: number;
};

/**
 * The instant quote (docs/product/home-flow.md#instant-quote): per-task ranges (at most 5, 40 characters),
 * the total range at the customer's urgency, and 10 % off the total when JULY10 is applied.
 */
export function toInstantQuote(input: InstantQuoteInput, config: PricingConfig): InstantQuote {
  const tasks = input.tasks ?? [];
  const urgency = toPricingUrgency(input.urgency);
  const price = priceJob({ tasks, totalEstimatedHours: input.totalEstimatedHours }, config, urgency);
  const { lines, moreTasksText } = listTaskPriceRanges(tasks, config, urgency);
  const promo = input.appliedPromoCode ? applyPromoCode(input.appliedPromoCode, price.quote.totalPence) : null;
  const totalRange = promo?.ok ? toEstimatedRange(promo.discountedPence) : price.estimatedRange;
  return {
    lines,
    priceLines: listInstantQuoteLines(price, totalRange),
    moreTasksText,
    fullRange: price.estimatedRange,
    totalRange,
    isDiscounted: promo?.ok === true,
    midpointPence: calculateMidpointPence(totalRange.lowPence, totalRange.highPence),
    taskCount: tasks.length,
  };
}

/** The booking screen's range (docs/product/home-flow.md#site-visit), at the customer's urgency. */
export function toBookingRange(input: InstantQuoteInput, config: PricingConfig): EstimatedRange {
  const tasks = input.tasks ?? [];
  return priceJob({ tasks, totalEstimatedHours: input.totalEstimatedHours }, config, toPricingUrgency(input.urgency)).estimatedRange;
}

/**
 * The video screen's range at the customer's urgency, the urgency its lead is stored at
 * (docs/product/home-flow.md#video-quote): the tasks priced as the booking screen prices them.
 * Without tasks or without the pricing config, the analysis's own estimate; without either, null,
 * which the screen shows as '100–200'.
 */
export function toVideoQuoteRange(
  input: InstantQuoteInput & { estimatedRange?: WholePoundsRange | null },
  config: PricingConfig | null | undefined,
): EstimatedRange | null {
  if (config && input.tasks && input.tasks.length > 0) return toBookingRange(input, config);
  return toVideoScreenRange(input.estimatedRange);
}

/**
 * The analysis's own estimate (whole pounds, as the analysed job carries it, priced at the
 * neutral urgency), or null when there is none (docs/product/home-flow.md#video-quote).
 */
export function toVideoScreenRange(estimatedRange: WholePoundsRange | null | undefined): EstimatedRange | null {
  if (!estimatedRange) return null;
  const { low, high } = estimatedRange;
  if (!Number.isFinite(low) || !Number.isFinite(high) || high <= 0 || low > high) return null;
  return fromWholePoundsRange({ low, high });
}
