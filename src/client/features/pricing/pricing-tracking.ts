import type { InteractionEvent } from '#contracts/interactions.contract';
import type { PricingStep } from '#domain/funnels/pricing-flow';
import type { PricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import { penceToPounds } from '#domain/money';
import type { PricingPageUrgency } from '#domain/pricing/to-pricing-urgency';
import { pushDataLayer, trackAbandon, trackInteraction } from '#client/resources/interactions/tracking';

/**
 * The pricing funnel's events, marked flow 'pricing' and source 'pricing_page' so the
 * analytics can set the two funnels side by side (customer-flows §3, §7; admin analytics).
 */
const PRICING_FUNNEL = { flow: 'pricing', source: 'pricing_page' } as const;

export function trackPricingEvent(
  action: InteractionEvent['action'],
  step: PricingStep,
  jobDescription: string,
  extra: Partial<InteractionEvent> = {},
): void {
  trackInteraction({ ...PRICING_FUNNEL, step, action, formStage: step, jobDescription: jobDescription || null, ...extra });
}

/** Sent as the page is hidden or closed before the quote was seen. */
export function trackPricingAbandon(step: PricingStep, jobDescription: string, timeOnStep: number): void {
  trackAbandon({ ...PRICING_FUNNEL, step, formStage: step, timeOnStep, jobDescription: jobDescription || null });
}

/** customer-flows §7: quote displayed, with its value (pounds), urgency, source and task count. */
export function pushQuoteDisplayed(quote: PricingPageQuote, urgency: PricingPageUrgency, taskCount: number): void {
  pushDataLayer('quoteDisplayed', { value: penceToPounds(quote.midpointPence), urgency, source: PRICING_FUNNEL.source, taskCount });
}

export function pushPhoneClick(quote: PricingPageQuote | null, urgency: PricingPageUrgency): void {
  pushDataLayer('phoneClick', { source: PRICING_FUNNEL.source, urgency, ...(quote ? { value: penceToPounds(quote.midpointPence) } : {}) });
}
