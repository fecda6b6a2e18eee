import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { InteractionEvent } from '#contracts/interactions.contract';
import {
  type PricingStep,
  QUOTE_DISPLAY_DELAY_MS,
  canSubmitJobDescription,
  canSubmitLeadCapture,
  isPricingFunnelComplete,
  resolvePricingStep,
  toPricingHistoryMode,
} from '#domain/funnels/pricing-flow';
import { createPricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import { shouldTrackFieldFill } from '#domain/funnels/should-track-field-fill';
import { toast } from '#client/components/ui/use-toast';
import { useAnalyseJobMutation } from '#client/resources/job-analysis/job-analysis-api';
import { pricingConfigQueryOptions } from '#client/resources/pricing-config/pricing-config-api';
import { saveLead } from '#client/resources/leads/lead-outbox';
import { loadPricingConfig } from '#client/resources/pricing-config/load-pricing-config';
import {
  type PricingContact,
  type PricingFlowState,
  createPricingFlowState,
  readPricingFlowState,
  toPricingFlowFacts,
  writePricingFlowState,
} from './pricing-flow-storage';
import { readHistoryStep, writeHistoryStep } from './pricing-history';
import { PRICING_MESSAGES } from './pricing-messages';
import { pushPhoneClick, pushQuoteDisplayed, trackPricingAbandon, trackPricingEvent } from './pricing-tracking';
import { toPricingLead } from './to-pricing-lead';

export type PricingFlow = ReturnType<typeof usePricingFlow>;

/**
 * The pricing-page funnel's state: the step (in the browser history, so Back works, and in
 * session storage, so a reload keeps it), the run's data, tracking, and the lead save.
 */
export function usePricingFlow() {
  const queryClient = useQueryClient();
  const analyseJob = useAnalyseJobMutation();
  // customer-flows §7: the pricing config is fetched on load, ready for 'Get My Quote'.
  useQuery(pricingConfigQueryOptions());
  const [state, setState] = useState(readPricingFlowState);
  const [isSubmittingDetails, setIsSubmittingDetails] = useState(false);
  const stateRef = useRef(state);
  const stepStartedAt = useRef(0);
  const runRef = useRef(0);
  const quoteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [focusRequest, setFocusRequest] = useState(0);
  const hasMounted = useRef(false);

  function commit(next: PricingFlowState) {
    stateRef.current = next;
    writePricingFlowState(next);
    setState(next);
  }

  function track(action: InteractionEvent['action'], step: PricingStep, extra: Partial<InteractionEvent> = {}) {
    trackPricingEvent(action, step, stateRef.current.jobDescription, extra);
  }

  function secondsOnStep(): number {
    return Math.max(0, Math.round((performance.now() - stepStartedAt.current) / 1000));
  }

  /** Leaves the current step for `to` with the given data, without touching the history. */
  function enterStep(to: PricingStep, changes: Partial<PricingFlowState> = {}) {
    const from = stateRef.current.step;
    if (from !== to) track('step_complete', from, { timeOnStep: secondsOnStep() });
    commit({ ...stateRef.current, ...changes, step: to });
    if (from !== to) {
      stepStartedAt.current = performance.now();
      track('step_start', to);
      setFocusRequest((count) => count + 1);
      window.scrollTo({ top: 0 });
    }
  }

  function moveTo(to: PricingStep, changes: Partial<PricingFlowState> = {}) {
    const mode = toPricingHistoryMode(stateRef.current.step, to);
    enterStep(to, changes);
    writeHistoryStep(mode, to);
  }

  /** A Back, a reload or leaving the page makes any request or wait in progress stale. */
  function cancelPendingWork() {
    runRef.current += 1;
    clearTimeout(quoteTimer.current);
  }

  const handlePopState = useEffectEvent((event: PopStateEvent) => {
    const requested = readHistoryStep(event.state);
    const step = resolvePricingStep(requested, toPricingFlowFacts(stateRef.current));
    if (step !== requested) writeHistoryStep('replace', step);
    if (step === stateRef.current.step) return;
    cancelPendingWork();
    setIsSubmittingDetails(false);
    enterStep(step);
  });

  const handlePageHide = useEffectEvent(() => {
    const { step, jobDescription } = stateRef.current;
    if (isPricingFunnelComplete(step)) return;
    trackPricingAbandon(step, jobDescription, secondsOnStep());
  });

  const handleMount = useEffectEvent(() => {
    // StrictMode mounts twice in development; the page is entered once.
    if (hasMounted.current) return;
    hasMounted.current = true;
    const { step } = stateRef.current;
    writeHistoryStep('replace', step);
    stepStartedAt.current = performance.now();
    track('step_start', step);
  });

  const handleUnmount = useEffectEvent(() => cancelPendingWork());

  useEffect(() => {
    handleMount();
    const onPopState = (event: PopStateEvent) => handlePopState(event);
    const onPageHide = () => handlePageHide();
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      handleUnmount();
    };
  }, []);

  /**
   * An edited description no longer matches its analysis (the server re-analyses the text it
   * is sent), so the old tasks and price are dropped; Forward cannot bring them back.
   */
  function changeJobDescription(jobDescription: string) {
    commit({ ...stateRef.current, jobDescription, analysis: null, quote: null });
  }

  async function submitJobDescription() {
    const { jobDescription } = stateRef.current;
    if (!canSubmitJobDescription(jobDescription, analyseJob.isPending)) {
      if (!analyseJob.isPending) toast({ variant: 'destructive', title: PRICING_MESSAGES.missingDescription });
      return;
    }
    track('button_click', 'job_input', { fieldName: 'see_pricing' });
    const run = ++runRef.current;
    moveTo('analyzing');
    try {
      const analysis = await analyseJob.mutateAsync(jobDescription.trim());
      if (run !== runRef.current) return;
      moveTo('job_confirmation', { analysis, quote: null });
    } catch {
      // funnel-api has logged the failure; the customer is told and may try again.
      if (run !== runRef.current) return;
      toast({ variant: 'destructive', ...PRICING_MESSAGES.analysisError });
      moveTo('job_input');
    }
  }

  function goBack() {
    track('button_click', 'job_confirmation', { fieldName: 'go_back' });
    moveTo('job_input');
  }

  function confirmTasks() {
    track('button_click', 'job_confirmation', { fieldName: 'looks_good' });
    moveTo('lead_capture');
  }

  /** Keeps what the customer has typed, so a reload on the form loses nothing. */
  function changeContact(contact: PricingContact) {
    commit({ ...stateRef.current, contact });
  }

  async function submitDetails(contact: PricingContact) {
    const { analysis } = stateRef.current;
    if (!analysis || !canSubmitLeadCapture(contact, isSubmittingDetails)) {
      if (!isSubmittingDetails) toast({ variant: 'destructive', title: PRICING_MESSAGES.missingDetails });
      return;
    }
    track('button_click', 'lead_capture', { fieldName: 'get_my_quote' });
    const run = ++runRef.current;
    setIsSubmittingDetails(true);
    const config = await loadPricingConfig(queryClient);
    setIsSubmittingDetails(false);
    if (run !== runRef.current) return;

    const current = stateRef.current;
    const quote = createPricingPageQuote(analysis, contact.urgency, config);
    // customer-flows §4.2: the save never holds the customer up; the outbox retries it.
    saveLead(
      toPricingLead({
        jobDescription: current.jobDescription,
        analysis,
        contact,
        quote,
        funnelKey: current.funnelKey,
        userAgent: navigator.userAgent,
        referrer: document.referrer,
      }),
    );
    moveTo('generating_quote', { contact, quote });
    quoteTimer.current = setTimeout(() => {
      if (run !== runRef.current) return;
      moveTo('quote_display');
      pushQuoteDisplayed(quote, contact.urgency, analysis.tasks.length);
    }, QUOTE_DISPLAY_DELAY_MS);
  }

  /** customer-flows §2.2: clears the text and the analysis; the contact details are kept. */
  function startAgain() {
    track('button_click', 'quote_display', { fieldName: 'get_another_quote' });
    cancelPendingWork();
    const { step: _step, ...freshRun } = createPricingFlowState(stateRef.current.contact);
    moveTo('job_input', freshRun);
  }

  function callToBook() {
    const { quote, contact } = stateRef.current;
    track('button_click', 'quote_display', { fieldName: 'call_now_to_book' });
    pushPhoneClick(quote, contact.urgency);
  }

  /**
   * Called when a field loses focus. Only the field's name is sent: the analytics count fills,
   * they do not need the customer's phone number.
   */
  function trackFieldFill(field: string, value: string) {
    if (shouldTrackFieldFill(field, value)) track('field_fill', stateRef.current.step, { fieldName: field });
  }

  return {
    state,
    isAnalysing: analyseJob.isPending,
    isSubmittingDetails,
    /** Bumped on every step change: the page moves focus to the new step's heading. */
    focusRequest,
    changeJobDescription,
    submitJobDescription,
    goBack,
    confirmTasks,
    changeContact,
    submitDetails,
    startAgain,
    callToBook,
    trackFieldFill,
  };
}
