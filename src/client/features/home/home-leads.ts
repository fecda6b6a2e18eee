import { canSaveDraftLead } from '#domain/funnels/can-continue-from-stage';
import type { HomeStage } from '#domain/funnels/home-stages';
import { toBookingRange, toInstantQuote, toVideoQuoteRange } from '#domain/funnels/to-instant-quote';
import { toHomeLeadPayload } from '#domain/funnels/to-home-lead-payload';
import type { HomeLeadSave } from '#domain/funnels/to-home-lead-payload';
import { fromWholePoundsRange, type EstimatedRange } from '#domain/pricing/estimated-range';
import type { PricingConfig } from '#domain/pricing/pricing-config';
import type { IssueQuoteBody, IssuedQuote } from '#contracts/quotes.contract';
import { saveLead } from '#client/resources/leads/lead-outbox';
import { pushDataLayer } from '#client/resources/interactions/tracking';
import type { HomeFlowData } from './home-flow-store';

export type HomeLeadSaveOptions = {
  save: HomeLeadSave;
  outcome: string;
  formStage: HomeStage;
  /** The range the customer saw on this screen; the analysis's own range otherwise. */
  estimatedRange?: EstimatedRange | null;
  /** A referral's call back: nothing was priced, so no range is recorded. */
  isUnpriced?: boolean;
  /** The quote the server issued for this screen (docs/product/issued-quotes.md#lead-save). */
  quoteId?: string | null;
};

/**
 * Saves the run's lead through the outbox (docs/product/home-flow.md#lead-saves). Without a name,
 * a phone and a description there is nobody to call back, so nothing is saved.
 */
export function saveHomeLead(data: HomeFlowData, options: HomeLeadSaveOptions): void {
  if (!canSaveDraftLead(data)) return;
  const payload = toHomeLeadPayload({
    save: options.save,
    outcome: options.outcome,
    formStage: options.formStage,
    funnelKey: data.funnelKey,
    customerType: data.customerType,
    jobDescription: data.jobDescription,
    customerDetails: data.customerDetails,
    analysedJob: data.analysedJob,
    finalRecommendation: data.finalRecommendation,
    estimatedRange: options.isUnpriced ? null : (options.estimatedRange ?? (data.analysedJob ? fromWholePoundsRange(data.analysedJob.estimatedRange) : null)),
    discountApplied: data.discountApplied,
    promoCode: data.promoCode,
    quoteId: options.quoteId ?? null,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  });
  saveLead(payload);
  if (options.save === 'final') {
    pushDataLayer('leadSubmission', { source: payload.source, outcome: payload.outcome, flow: 'home' });
  }
}

/**
 * The Online Quote the home flow asks the server for (docs/product/issued-quotes.md): the words
 * analysed, the urgency the lead is saved at, and the promo code once applied.
 */
export function toInstantQuoteRequest(data: HomeFlowData): IssueQuoteBody {
  return {
    screen: 'instant_quote',
    jobDescription: data.jobDescription.trim(),
    urgency: data.customerDetails.urgency || null,
    promoCode: data.discountApplied ? data.promoCode : null,
  };
}

/**
 * The range the customer saw on a method screen, recorded on the final lead for reference and
 * recapped on its confirmation: the issued Online Quote's total (after any promo, the figure the
 * server stores by the quote's id), the booking screen's range, or the video screen's estimate,
 * both at the lead's urgency (the server prices those two itself).
 */
export function toRouteEstimatedRange(
  routeStage: HomeStage,
  data: HomeFlowData,
  config: PricingConfig | undefined,
  instantQuote: IssuedQuote | undefined,
): EstimatedRange | null {
  const job = data.analysedJob;
  if (!job) return null;
  const input = { tasks: job.tasks, totalEstimatedHours: job.totalEstimatedHours, urgency: data.customerDetails.urgency };
  if (routeStage === 'phone_quote') {
    if (instantQuote) return instantQuote.totalRange;
    // A recap after a reload, when the visit's cache is gone: the same rules on the same answers.
    return config ? toInstantQuote({ ...input, appliedPromoCode: data.discountApplied ? data.promoCode : null }, config).totalRange : null;
  }
  if (routeStage === 'whatsapp_video') return toVideoQuoteRange({ ...input, estimatedRange: job.estimatedRange }, config);
  if (!config) return null;
  return routeStage === 'book_handyman' ? toBookingRange(input, config) : null;
}
