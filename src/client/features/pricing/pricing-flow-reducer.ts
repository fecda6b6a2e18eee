import type { AnalysedJob } from '#contracts/analysis.contract';
import { completesPricingStep, nextPricingStep, resolvePricingStep } from '#domain/funnels/pricing-flow';
import type { PricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import { type PricingContact, type PricingFlowState, toPricingFlowFacts } from './pricing-flow-state';

/**
 * The domain's pricing events (`PRICING_EVENTS`) with the data each one brings. Their step is
 * always the transition table's (`nextPricingStep`); this file only says what the run keeps.
 */
export type PricingStepAction =
  | { type: 'submit_description' }
  | { type: 'analysis_succeeded'; analysis: AnalysedJob }
  | { type: 'analysis_failed' }
  | { type: 'go_back' }
  | { type: 'confirm_tasks' }
  | { type: 'submit_details'; contact: PricingContact; quote: PricingPageQuote }
  | { type: 'quote_ready' }
  /** The new run's key comes in the action, so the reducer stays pure. */
  | { type: 'start_again'; funnelKey: string };

/**
 * Everything that changes a run: the step events, the customer's typing (which never moves
 * the step), and the browser's Back or Forward onto a history entry. The last is not an event
 * of the table: like the home flow's `?stage=`, the entry names a step, which the domain's
 * guards (`resolvePricingStep`) turn into one that can be shown.
 */
export type PricingFlowAction =
  | PricingStepAction
  | { type: 'change_description'; jobDescription: string }
  | { type: 'change_contact'; contact: PricingContact }
  | { type: 'history_moved'; requested: unknown };

/** What a step event adds to the run or clears from it, besides its step. */
function toRunChanges(action: PricingStepAction): Partial<PricingFlowState> {
  switch (action.type) {
    case 'analysis_succeeded':
      return { analysis: action.analysis, quote: null };
    case 'submit_details':
      return { contact: action.contact, quote: action.quote };
    case 'start_again':
      // The text and the analysis go; the contact details are kept
      // (docs/product/pricing-flow.md#quote-display).
      return { jobDescription: '', analysis: null, quote: null, funnelKey: action.funnelKey };
    default:
      return {};
  }
}

/**
 * The next run for an action. The same state comes back (not a copy) when nothing changes, so
 * a caller can tell an event that meant nothing on the current step (a double click, an
 * answer that arrives after Back) from a move.
 */
export function reducePricingFlow(state: PricingFlowState, action: PricingFlowAction): PricingFlowState {
  switch (action.type) {
    case 'change_description':
      // An edited description no longer matches its analysis (the server re-analyses the
      // text it is sent), so the old tasks and price go; Forward cannot bring them back.
      return { ...state, jobDescription: action.jobDescription, analysis: null, quote: null };
    case 'change_contact':
      // Kept as it is typed, so a reload on the form loses nothing.
      return { ...state, contact: action.contact };
    case 'history_moved': {
      const step = resolvePricingStep(action.requested, toPricingFlowFacts(state));
      return step === state.step ? state : { ...state, step };
    }
    default: {
      const step = nextPricingStep(state.step, action.type);
      return step ? { ...state, ...toRunChanges(action), step } : state;
    }
  }
}

/**
 * Whether a move made by this action completes the step it leaves (a `step_complete` event):
 * the table's forward events do; Go Back, a failed analysis and the browser's own Back and
 * Forward do not.
 */
export function completesStep(action: PricingFlowAction): boolean {
  switch (action.type) {
    case 'change_description':
    case 'change_contact':
    case 'history_moved':
      return false;
    default:
      return completesPricingStep(action.type);
  }
}
