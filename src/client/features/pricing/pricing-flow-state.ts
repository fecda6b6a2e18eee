import { createRandomId } from '#client/lib/random-id';
import { DEFAULT_PRICING_PAGE_URGENCY, type PricingFlowFacts } from '#domain/funnels/pricing-flow';
import type { PricingContact, PricingFlowState } from './pricing-flow-schema';

export type { PricingContact, PricingFlowState } from './pricing-flow-schema';

/**
 * One pricing-page run: its step and the data the steps need. Read back from session storage
 * field by field (pricing-flow-schema.ts), like the home flow's answers, and the step is then
 * resolved against what is left.
 */

export const EMPTY_PRICING_CONTACT: PricingContact = {
  customerName: '',
  phone: '',
  email: '',
  urgency: DEFAULT_PRICING_PAGE_URGENCY,
};

export function createFunnelKey(): string {
  return createRandomId();
}

export function createPricingFlowState(contact: PricingContact = EMPTY_PRICING_CONTACT): PricingFlowState {
  return { step: 'job_input', jobDescription: '', analysis: null, contact, quote: null, funnelKey: createFunnelKey() };
}

/** What the run holds, in the words of the domain's step guards. */
export function toPricingFlowFacts(state: Pick<PricingFlowState, 'analysis' | 'quote'>): PricingFlowFacts {
  return { hasAnalysis: state.analysis !== null, hasQuote: state.quote !== null };
}
