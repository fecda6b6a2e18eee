import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { InteractionEvent } from '#contracts/interactions.contract';
import { isPricingFunnelComplete } from '#domain/funnels/pricing-flow';
import type { PricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import { shouldTrackFieldFill } from '#domain/funnels/should-track-field-fill';
import { penceToPounds } from '#domain/money';
import type { PricingPageUrgency } from '#domain/pricing/to-pricing-urgency';
import { createStepClock } from '#client/resources/interactions/step-clock';
import { pushDataLayer, trackAbandon, trackInteraction } from '#client/resources/interactions/tracking';
import { useAbandonment } from '#client/resources/interactions/use-abandonment';
import type { PricingFlowState } from './pricing-flow-state';

/**
 * The pricing funnel's events, marked flow 'pricing' and source 'pricing_page' so the
 * analytics can set the two funnels side by side (docs/product/pricing-flow.md#tracking,
 * docs/product/conversion-analytics.md).
 */
const PRICING_FUNNEL = { flow: 'pricing', source: 'pricing_page' } as const;

type Moment = Pick<PricingFlowState, 'step' | 'jobDescription' | 'funnelKey'>;

/**
 * Every event names the funnel run, whose key the lead is saved with: it ties the session to
 * that lead (docs/product/conversion-analytics.md#dropped-off).
 */
function trackPricingEvent(action: InteractionEvent['action'], { step, jobDescription, funnelKey }: Moment, extra: Partial<InteractionEvent> = {}): void {
  trackInteraction({ ...PRICING_FUNNEL, step, action, formStage: step, jobDescription: jobDescription || null, funnelKey, ...extra });
}

export type PricingTracking = {
  /**
   * step_complete for the step left (with its seconds) when the move completed it, then
   * step_start for the step entered.
   */
  trackStepChange: (before: Moment, after: Moment, completed: boolean) => void;
  trackButtonClick: (buttonName: string) => void;
  /**
   * Called when a field loses focus. Only the field's name is sent: the analytics count fills,
   * they do not need the customer's phone number.
   */
  trackFieldFill: (fieldName: string, value: string) => void;
  /**
   * The quoteDisplayed conversion, with its value (pounds), urgency, source and task count
   * (docs/product/shared-behaviour.md#conversion-events).
   */
  trackQuoteDisplayed: (quote: PricingPageQuote, urgency: PricingPageUrgency, taskCount: number) => void;
  /** 'Call Now to Book': the click, and the phoneClick conversion. */
  trackCallToBook: (quote: PricingPageQuote | null, urgency: PricingPageUrgency) => void;
};

/**
 * Interaction events of the pricing funnel (docs/product/pricing-flow.md#tracking): the page's first step is
 * started on mount, each step change completes one step and starts the next, and leaving the
 * page before the quote was seen is an abandonment. Nothing here waits for the network.
 */
export function usePricingTracking(getState: () => Moment): PricingTracking {
  const [clock] = useState(createStepClock);
  const hasStarted = useRef(false);

  function startStep(moment: Moment) {
    clock.start();
    trackPricingEvent('step_start', moment);
  }

  const handleMount = useEffectEvent(() => {
    // StrictMode mounts twice in development; the page is entered once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    startStep(getState());
  });

  useEffect(() => handleMount(), []);

  // The quote on screen is the funnel's goal: leaving after it is no abandonment.
  useAbandonment(
    () => {
      const { step } = getState();
      return isPricingFunnelComplete(step) ? null : step;
    },
    () => {
      const { step, jobDescription, funnelKey } = getState();
      trackAbandon({ ...PRICING_FUNNEL, step, formStage: step, timeOnStep: clock.seconds(), jobDescription: jobDescription || null, funnelKey });
    },
  );

  function trackButtonClick(buttonName: string) {
    trackPricingEvent('button_click', getState(), { fieldName: buttonName });
  }

  return {
    trackButtonClick,
    trackStepChange(before, after, completed) {
      if (completed) trackPricingEvent('step_complete', before, { timeOnStep: clock.seconds() });
      startStep(after);
    },
    trackFieldFill(fieldName, value) {
      if (shouldTrackFieldFill(fieldName, value)) trackPricingEvent('field_fill', getState(), { fieldName });
    },
    trackQuoteDisplayed(quote, urgency, taskCount) {
      pushDataLayer('quoteDisplayed', { value: penceToPounds(quote.midpointPence), urgency, source: PRICING_FUNNEL.source, taskCount });
    },
    trackCallToBook(quote, urgency) {
      trackButtonClick('call_now_to_book');
      pushDataLayer('phoneClick', { source: PRICING_FUNNEL.source, urgency, ...(quote ? { value: penceToPounds(quote.midpointPence) } : {}) });
    },
  };
}
