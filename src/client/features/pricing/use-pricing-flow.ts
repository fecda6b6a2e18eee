import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { type PricingStep, QUOTE_DISPLAY_DELAY_MS, canSubmitJobDescription, canSubmitLeadCapture } from '#domain/funnels/pricing-flow';
import { createPricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import { toast } from '#client/components/ui/use-toast';
import { useAnalyseJobMutation } from '#client/resources/job-analysis/job-analysis-api';
import { saveLead } from '#client/resources/leads/lead-outbox';
import { loadPricingConfig } from '#client/resources/pricing-config/load-pricing-config';
import { pricingConfigQueryOptions } from '#client/resources/pricing-config/pricing-config-api';
import { PRICING_MESSAGES } from './pricing-messages';
import type { PricingFlowAction, PricingStepAction } from './pricing-flow-reducer';
import { type PricingContact, createFunnelKey } from './pricing-flow-state';
import { createPricingFlowStore } from './pricing-flow-store';
import { toPricingLead } from './to-pricing-lead';
import { usePricingHistory } from './use-pricing-history';
import { pushPhoneClick, pushQuoteDisplayed, usePricingTracking } from './use-pricing-tracking';

export type PricingFlow = ReturnType<typeof usePricingFlow>;

/**
 * The pricing-page funnel (customer-flows §2.2, §4.2): the run lives in a store changed only
 * by the reducer, whose steps come from the domain's transition table; the history and the
 * tracking follow each step change; this hook runs the work between the steps (the analysis,
 * the lead save, the quote wait) and drops it when it goes stale.
 */
export function usePricingFlow() {
  const queryClient = useQueryClient();
  const analyseJob = useAnalyseJobMutation();
  // customer-flows §7: the pricing config is fetched on load, ready for 'Get My Quote'.
  useQuery(pricingConfigQueryOptions());
  const [store] = useState(createPricingFlowStore);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [isSubmittingDetails, setIsSubmittingDetails] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  /** Bumped by every piece of work started and by Back: work finishing for an older run is dropped. */
  const runRef = useRef(0);
  const quoteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const history = usePricingHistory(() => store.get().step, handleHistoryMove);
  const tracking = usePricingTracking(store.get);

  /** Applies an action; a step change is tracked, then announced by focus and a scroll to the top. */
  function apply(action: PricingFlowAction): { from: PricingStep; to: PricingStep } | null {
    const before = store.get();
    store.dispatch(action);
    const after = store.get();
    if (after.step === before.step) return null;
    tracking.trackStepChange(before, after);
    setFocusRequest((count) => count + 1);
    window.scrollTo({ top: 0 });
    return { from: before.step, to: after.step };
  }

  /** A step event, written into the history; false when it meant nothing on the current step. */
  function send(action: PricingStepAction): boolean {
    const change = apply(action);
    if (change) history.recordStepChange(change.from, change.to);
    return change !== null;
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
    tracking.trackButtonClick('see_pricing');
    const run = ++runRef.current;
    if (!send({ type: 'submit_description' })) return;
    try {
      const analysis = await analyseJob.mutateAsync(jobDescription.trim());
      if (run !== runRef.current) return;
      send({ type: 'analysis_succeeded', analysis });
    } catch {
      // The job-analysis resource has logged the failure; the customer is told and may try again.
      if (run !== runRef.current) return;
      toast({ variant: 'destructive', ...PRICING_MESSAGES.analysisError });
      send({ type: 'analysis_failed' });
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
    setIsSubmittingDetails(true);
    const config = await loadPricingConfig(queryClient);
    setIsSubmittingDetails(false);
    if (run !== runRef.current) return;

    const { jobDescription, funnelKey } = store.get();
    const quote = createPricingPageQuote(analysis, contact.urgency, config);
    // customer-flows §4.2: the save never holds the customer up; the outbox retries it.
    saveLead(toPricingLead({ jobDescription, analysis, contact, quote, funnelKey, userAgent: navigator.userAgent, referrer: document.referrer }));
    send({ type: 'submit_details', contact, quote });
    quoteTimer.current = setTimeout(() => {
      if (run !== runRef.current) return;
      if (send({ type: 'quote_ready' })) pushQuoteDisplayed(quote, contact.urgency, analysis.tasks.length);
    }, QUOTE_DISPLAY_DELAY_MS);
  }

  /** customer-flows §2.2: clears the text and the analysis; the contact details are kept. */
  function startAgain() {
    tracking.trackButtonClick('get_another_quote');
    cancelPendingWork();
    send({ type: 'start_again', funnelKey: createFunnelKey() });
  }

  function callToBook() {
    const { quote, contact } = store.get();
    tracking.trackButtonClick('call_now_to_book');
    pushPhoneClick(quote, contact.urgency);
  }

  return {
    state,
    isAnalysing: analyseJob.isPending,
    isSubmittingDetails,
    /** Bumped on every step change: the page moves focus to the new step's heading. */
    focusRequest,
    changeJobDescription: (jobDescription: string) => store.dispatch({ type: 'change_description', jobDescription }),
    submitJobDescription,
    goBack: () => {
      tracking.trackButtonClick('go_back');
      send({ type: 'go_back' });
    },
    confirmTasks: () => {
      tracking.trackButtonClick('looks_good');
      send({ type: 'confirm_tasks' });
    },
    changeContact: (contact: PricingContact) => store.dispatch({ type: 'change_contact', contact }),
    submitDetails,
    startAgain,
    callToBook,
    trackFieldFill: tracking.trackFieldFill,
  };
}
