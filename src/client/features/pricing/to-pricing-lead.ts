import type { AnalysedJob } from '#contracts/analysis.contract';
import type { CreateLeadBody } from '#contracts/leads.contract';
import { REFERRAL_CALLBACK_OUTCOME } from '#domain/funnels/analysis-outcome';
import type { PricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import type { PricingContact } from './pricing-flow-state';

export type PricingLeadInput = {
  jobDescription: string;
  analysis: AnalysedJob;
  contact: PricingContact;
  quote: PricingPageQuote;
  /** The quote the server issued for this price (docs/product/issued-quotes.md#lead-save). */
  quoteId?: string | null;
  funnelKey: string;
  userAgent: string;
  referrer: string;
  /**
   * Only a specialist can do the work: the customer saw no price and asked for a call back
   * (docs/product/pricing-flow.md#analysis-outcomes).
   */
  isReferralCallback?: boolean;
};

/** The contract's limits, so a long user agent or referrer never gets the whole lead refused. */
const MAX_USER_AGENT_CHARS = 500;
const MAX_REFERRER_CHARS = 1000;

/**
 * The pricing page's lead (docs/product/pricing-flow.md#lead-save: source pricing_page, outcome
 * pricing_page_quote_viewed, the estimated range × 100 in pence). The lead names the quote the
 * server issued, whose figures it stores; the prices sent here only mirror what the customer saw.
 */
export function toPricingLead(input: PricingLeadInput): CreateLeadBody {
  const { contact, quote } = input;
  return {
    customerName: contact.customerName.trim(),
    phone: contact.phone.trim(),
    email: contact.email.trim() || null,
    jobDescription: input.jobDescription.trim(),
    urgency: contact.urgency,
    outcome: input.isReferralCallback ? REFERRAL_CALLBACK_OUTCOME : 'pricing_page_quote_viewed',
    status: 'new',
    isDraft: false,
    discountApplied: false,
    source: 'pricing_page',
    estimatedPriceLow: input.isReferralCallback ? null : quote.lowPence,
    estimatedPriceHigh: input.isReferralCallback ? null : quote.highPence,
    quoteId: input.isReferralCallback ? null : (input.quoteId ?? null),
    analysedJobData: input.analysis,
    formStage: 'quote_display',
    userAgent: input.userAgent.slice(0, MAX_USER_AGENT_CHARS) || null,
    referrer: input.referrer.slice(0, MAX_REFERRER_CHARS) || null,
    funnelKey: input.funnelKey,
  };
}
