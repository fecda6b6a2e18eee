import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { type PricingStep, QUOTE_DISPLAY_DELAY_MS, canSubmitJobDescription, canSubmitLeadCapture } from '#domain/funnels/pricing-flow';
import { toAnalysisOutcome } from '#domain/funnels/analysis-outcome';
import { createPricingPageQuote, toPricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import { dismissToast, toast } from '#client/components/ui/use-toast';
import { useAnalyseJobMutation } from '#client/resources/job-analysis/job-analysis-api';
import { pushDataLayer } from '#client/resources/interactions/tracking';
import { saveLead } from '#client/resources/leads/lead-outbox';
import { loadPricingConfig } from '#client/resources/pricing-config/load-pricing-config';
import { pricingConfigQueryOptions } from '#client/resources/pricing-config/pricing-config-api';
import { loadQuotesApi } from '#client/resources/quotes/load-quotes-api';
import { PRICING_MESSAGES } from './pricing-messages';
import { type PricingFlowAction, type PricingStepAction, completesStep } from './pricing-flow-reducer';
import { type PricingContact, createFunnelKey } from './pricing-flow-state';
import { usePricingFlowStore } from './pricing-flow-store';
import { toPricingLead } from './to-pricing-lead';
import { usePricingHistory } from './use-pricing-history';
import { usePricingTracking } from './use-pricing-tracking';

export type PricingFlow = ReturnType<typeof usePricingFlow>;

/** After the first screen is up, as the later steps are (lazy-steps.ts). */
const QUOTES_API_PRELOAD_DELAY_MS = 1_000;

/**
 * The pricing-page funnel (docs/product/pricing-flow.md): the run lives in a store changed only
 * by the reducer, whose steps come from the domain's transition table; the history and the
 * tracking follow each step change; this hook runs the work between the steps (the analysis,
 * the lead save, the quote wait) and drops it when it goes stale.
 */
export function usePricingFlow() {
  const queryClient = useQueryClient();
  const analyseJob = useAnalyseJobMutation();
  // The pricing config is fetched on load, ready for 'Get My Quote'
  // (docs/product/pricing-flow.md#generating-the-quote).
  useQuery(pricingConfigQueryOptions());
  // The quotes API downloads while the customer types, so 'Get My Quote' never waits for it.
  useEffect(() => {
    const timer = setTimeout(() => {
      loadQuotesApi().catch((error: unknown) => console.warn('The quotes API could not be preloaded', error));
    }, QUOTES_API_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const store = usePricingFlowStore();
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [isSubmittingDetails, setIsSubmittingDetails] = useState(false);
  /** Bumped by every piece of work started and by Back: work finishing for an older run is dropped. */
  const runRef = useRef(0);
  const quoteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const history = usePricingHistory(() => store.get().step, handleHistoryMove);
  const tracking = usePricingTracking(store.get);

  /**
   * Applies an action. A step change is tracked, written into the history (unless the browser
   * made it, by Back or Forward) and scrolled to the top (the page moves focus to its heading).
   * False when the step stayed, as it does for an event that means nothing on the current step.
   */
  function apply(action: PricingFlowAction): boolean {
    const before = store.get();
    store.dispatch(action);
    const after = store.get();
    if (after.step === before.step) return false;
    // A message belongs to the step that raised it (docs/product/shared-behaviour.md#toasts).
    dismissToast();
    tracking.trackStepChange(before, after, completesStep(action));
    if (action.type !== 'history_moved') history.recordStepChange(before.step, after.step);
    window.scrollTo({ top: 0 });
    return true;
  }

  /** A button that is a step event: the click is tracked, then the event applied. */
  function press(buttonName: string, action: PricingStepAction): boolean {
    tracking.trackButtonClick(buttonName);
    return apply(action);
  }

  /** A Back, a reload or leaving the page makes any request or wait in progress stale. */
  function cancelPendingWork() {
    runRef.current += 1;
    clearTimeout(quoteTimer.current);
  }

  function handleHistoryMove(requested: unknown): PricingStep {
    if (apply({ type: 'history_moved', requested })) {
      cancelPendingWork();
      setIsSubmittingDetails(false);
    }
    return store.get().step;
  }

  const handleUnmount = useEffectEvent(() => cancelPendingWork());
  useEffect(() => () => handleUnmount(), []);

  async function submitJobDescription() {
    const { jobDescription } = store.get();
    if (!canSubmitJobDescription(jobDescription, analyseJob.isPending)) {
      if (!analyseJob.isPending) toast({ variant: 'destructive', title: PRICING_MESSAGES.missingDescription });
      return;
    }
    const run = ++runRef.current;
    if (!press('see_pricing', { type: 'submit_description' })) return;
    try {
      const analysis = await analyseJob.mutateAsync(jobDescription.trim());
      if (run !== runRef.current) return;
      apply({ type: 'analysis_succeeded', analysis });
    } catch {
      // The job-analysis resource has logged the failure; the customer is told and may try again.
      if (run !== runRef.current) return;
      apply({ type: 'analysis_failed' });
      toast({ variant: 'destructive', ...PRICING_MESSAGES.analysisError });
    }
  }

  async function submitDetails(contact: PricingContact) {
    const { analysis } = store.get();
    if (!analysis || !canSubmitLeadCapture(contact, isSubmittingDetails)) {
      if (!isSubmittingDetails) toast({ variant: 'destructive', title: PRICING_MESSAGES.missingDetails });
      return;
    }
    tracking.trackButtonClick('get_my_quote');
    const run = ++runRef.current;
    const { jobDescription, funnelKey } = store.get();
    // Only a specialist can do the work: the customer asked for a call back and sees no price
    // (docs/product/pricing-flow.md#analysis-outcomes).
    const isReferralCallback = toAnalysisOutcome(analysis).kind === 'referral_only';
    setIsSubmittingDetails(true);
    // The price is the quote the server issues, which the lead stores by its id
    // (docs/product/issued-quotes.md); without it, the page prices as before and the server
    // prices the lead itself.
    const issued = isReferralCallback ? null : await requestIssuedQuote(jobDescription, contact);
    const quote = issued ? toPricingPageQuote(issued) : createPricingPageQuote(analysis, contact.urgency, await loadPricingConfig(queryClient));
    setIsSubmittingDetails(false);
    if (run !== runRef.current) return;

    // The save never holds the customer up; the outbox retries it (docs/product/pricing-flow.md#lead-save).
    const lead = toPricingLead({
      jobDescription,
      analysis,
      contact,
      quote,
      quoteId: issued?.id ?? null,
      funnelKey,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      isReferralCallback,
    });
    saveLead(lead);
    pushDataLayer('leadSubmission', { source: lead.source, outcome: lead.outcome, flow: 'pricing' });
    apply({ type: 'submit_details', contact, quote });
    quoteTimer.current = setTimeout(() => {
      if (run !== runRef.current) return;
      if (apply({ type: 'quote_ready' }) && !isReferralCallback) tracking.trackQuoteDisplayed(quote, contact.urgency, analysis.tasks.length);
    }, QUOTE_DISPLAY_DELAY_MS);
  }

  /** The pricing page's quote from the server, or null when it cannot be had (offline, down). */
  async function requestIssuedQuote(jobDescription: string, contact: PricingContact) {
    const api = await loadQuotesApi().catch((error: unknown) => {
      console.warn('The quotes API could not be loaded', error);
      return null;
    });
    if (!api) return null;
    return api.fetchIssuedQuote(queryClient, { screen: 'pricing_page', jobDescription: jobDescription.trim(), urgency: contact.urgency, promoCode: null });
  }

  /**
   * Clears the text and the analysis; the contact details are kept
   * (docs/product/pricing-flow.md#quote-display).
   */
  function startAgain() {
    cancelPendingWork();
    press('get_another_quote', { type: 'start_again', funnelKey: createFunnelKey() });
  }

  return {
    state,
    isAnalysing: analyseJob.isPending,
    isSubmittingDetails,
    changeJobDescription: (jobDescription: string) => store.dispatch({ type: 'change_description', jobDescription }),
    submitJobDescription,
    goBack: () => press('go_back', { type: 'go_back' }),
    confirmTasks: () => press('looks_good', { type: 'confirm_tasks' }),
    changeContact: (contact: PricingContact) => store.dispatch({ type: 'change_contact', contact }),
    submitDetails,
    startAgain,
    callToBook: () => tracking.trackCallToBook(store.get().quote, store.get().contact.urgency),
    trackFieldFill: tracking.trackFieldFill,
  };
}
