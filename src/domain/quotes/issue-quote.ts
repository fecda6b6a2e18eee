import { hasOnlyReferrals } from '../funnels/has-only-referrals';
import type { InstantQuoteLine } from '../funnels/list-instant-quote-lines';
import { createPricingPageQuote, type QuotableAnalysis } from '../funnels/pricing-flow-quote';
import { QUOTE_LINK_VALIDITY_DAYS } from '../funnels/quote-link';
import { toInstantQuote } from '../funnels/to-instant-quote';
import type { FlagCode } from '../job-analysis/job-task';
import { isPromoCode } from '../pricing/apply-promo-code';
import type { EstimatedRange } from '../pricing/estimated-range';
import type { PricingConfig, PricingUrgency } from '../pricing/pricing-config';
import { toPricingUrgency } from '../pricing/to-pricing-urgency';
import type { QuoteScreen } from './quote-screens';

export { QUOTE_SCREENS, type QuoteScreen } from './quote-screens';

/** An issued quote stands for as long as a quote link does: the 30 days the pricing page promises. */
export const ISSUED_QUOTE_VALIDITY_DAYS = QUOTE_LINK_VALIDITY_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the customer is shown, in pence holding whole pounds (docs/product/issued-quotes.md#figures). */
export type IssuedQuoteFigures = {
  /** The Online Quote's lines, adding up to totalRange; the pricing page lists none. */
  lines: InstantQuoteLine[];
  /** The tasks beyond the listed ones, as the screen words them, or null. */
  moreTasksText: string | null;
  /** The total before any discount. */
  fullRange: EstimatedRange;
  /** The total the customer is quoted: after the promo when it applies. */
  totalRange: EstimatedRange;
  /** Mean of totalRange, whole pounds (docs/product/pricing-rules.md#midpoint). */
  midpointPence: number;
  discountApplied: boolean;
  minimumChargeApplied: boolean;
  taskCount: number;
};

export type QuoteRequest = {
  screen: QuoteScreen;
  urgency: string | null | undefined;
  /** Only the Online Quote takes a promo code; an unknown code prices without a discount. */
  promoCode: string | null | undefined;
};

type QuotedAnalysis = QuotableAnalysis & { flags: readonly { code: FlagCode }[] };

/**
 * Whether a screen may show a price for this analysis: never for work that is not ours, and
 * never when only a specialist can do it (docs/product/issued-quotes.md#what-is-priced).
 */
export function canQuoteAnalysis(analysis: QuotedAnalysis): boolean {
  if (analysis.flags.some((flag) => flag.code === 'out_of_scope')) return false;
  return !hasOnlyReferrals(analysis);
}

/**
 * The figures a screen shows, priced by the same rules the screens used to price in the browser:
 * the Online Quote's lines and total (with the promo) and the pricing page's range, including its
 * 2-hour fallback when no task was recognised (docs/product/pricing-flow.md#the-price).
 */
export function priceQuoteFigures(analysis: QuotedAnalysis, config: PricingConfig, request: QuoteRequest): IssuedQuoteFigures {
  if (request.screen === 'pricing_page') {
    const quote = createPricingPageQuote(analysis, request.urgency, config);
    const range = { lowPence: quote.lowPence, highPence: quote.highPence };
    return {
      lines: [],
      moreTasksText: null,
      fullRange: range,
      totalRange: range,
      midpointPence: quote.midpointPence,
      discountApplied: false,
      minimumChargeApplied: quote.minimumChargeApplied,
      taskCount: analysis.tasks.length,
    };
  }
  const quote = toInstantQuote(
    {
      tasks: analysis.tasks,
      totalEstimatedHours: analysis.totalEstimatedHours,
      urgency: request.urgency,
      appliedPromoCode: isPromoCode(request.promoCode) ? request.promoCode : null,
    },
    config,
  );
  return {
    lines: quote.priceLines,
    moreTasksText: quote.moreTasksText,
    fullRange: quote.fullRange,
    totalRange: quote.totalRange,
    midpointPence: quote.midpointPence,
    discountApplied: quote.isDiscounted,
    minimumChargeApplied: quote.priceLines.some((line) => line.kind === 'minimum_charge'),
    taskCount: quote.taskCount,
  };
}

export function toIssuedQuoteValidUntil(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ISSUED_QUOTE_VALIDITY_DAYS * DAY_MS);
}

/** The text a quote is bound to: what the customer typed, without the spaces around it. */
export function toQuotedDescription(jobDescription: string): string {
  return jobDescription.trim();
}

/** Which lead sources save which screen's quote. */
const SCREEN_OF_SOURCE: ReadonlyMap<string, QuoteScreen> = new Map([
  ['customer_form', 'instant_quote'],
  ['customer_form_draft', 'instant_quote'],
  ['pricing_page', 'pricing_page'],
]);

export type IssuedQuoteCheck =
  | { ok: true }
  | { ok: false; reason: 'expired' | 'other_description' | 'other_urgency' | 'other_screen' };

/**
 * Whether a lead save may store an issued quote (docs/product/issued-quotes.md#lead-save): the
 * quote is still valid, was issued for this very description, at this urgency and for a screen
 * of this lead's flow. The browser names the quote; every figure comes from the server's record.
 */
export function checkIssuedQuote(
  quote: { screen: QuoteScreen; urgency: PricingUrgency; validUntil: Date; descriptionMatches: boolean },
  save: { source: string; urgency: string | null | undefined; now: Date },
): IssuedQuoteCheck {
  if (save.now.getTime() >= quote.validUntil.getTime()) return { ok: false, reason: 'expired' };
  if (!quote.descriptionMatches) return { ok: false, reason: 'other_description' };
  const screen = SCREEN_OF_SOURCE.get(save.source);
  if (screen !== undefined && screen !== quote.screen) return { ok: false, reason: 'other_screen' };
  if (toPricingUrgency(save.urgency) !== quote.urgency) return { ok: false, reason: 'other_urgency' };
  return { ok: true };
}
