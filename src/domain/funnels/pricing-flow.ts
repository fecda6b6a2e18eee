// The pricing-page funnel at /pricing (docs/product/pricing-flow.md#steps): its steps, their order
// and guards as data, read by small pure functions the screens call. No step comparison lives
// in the screens.

import type { PricingPageUrgency } from '../pricing/to-pricing-urgency';

export const PRICING_STEPS = [
  'job_input',
  'analyzing',
  'job_confirmation',
  'lead_capture',
  'generating_quote',
  'quote_display',
] as const;
export type PricingStep = (typeof PRICING_STEPS)[number];

/** What the flow must already hold before a step can be shown. */
export type PricingFlowFacts = {
  hasAnalysis: boolean;
  /** Name and phone given, and the quote worked out from them. */
  hasQuote: boolean;
};

type PricingStepDefinition = {
  /**
   * A waiting screen that only exists while work runs (the analysis request, the 1500 ms
   * quote wait). It is never restored as such after a reload or a Back: see `resumesAt`.
   */
  isTransient: boolean;
  /** Where the browser's Back button leads from here; null at the start of the funnel. */
  previous: PricingStep | null;
  /**
   * Where a reload or a history jump onto this step lands. A waiting screen cannot be resumed:
   * the analysis request died with the page (so the customer submits again), while the quote
   * was already worked out and the lead handed to the outbox (so the quote is shown).
   */
  resumesAt: PricingStep;
  requires: readonly (keyof PricingFlowFacts)[];
};

export const PRICING_STEP_DEFINITIONS: Readonly<Record<PricingStep, PricingStepDefinition>> = {
  job_input: { isTransient: false, previous: null, resumesAt: 'job_input', requires: [] },
  analyzing: { isTransient: true, previous: 'job_input', resumesAt: 'job_input', requires: [] },
  job_confirmation: { isTransient: false, previous: 'job_input', resumesAt: 'job_confirmation', requires: ['hasAnalysis'] },
  lead_capture: { isTransient: false, previous: 'job_confirmation', resumesAt: 'lead_capture', requires: ['hasAnalysis'] },
  generating_quote: {
    isTransient: true,
    previous: 'lead_capture',
    resumesAt: 'quote_display',
    requires: ['hasAnalysis', 'hasQuote'],
  },
  quote_display: { isTransient: false, previous: 'lead_capture', resumesAt: 'quote_display', requires: ['hasAnalysis', 'hasQuote'] },
};

/** What the customer (or a finished request) does on a step. */
export const PRICING_EVENTS = [
  'submit_description',
  'analysis_succeeded',
  'analysis_failed',
  'go_back',
  'confirm_tasks',
  'submit_details',
  'quote_ready',
  'start_again',
] as const;
export type PricingEvent = (typeof PRICING_EVENTS)[number];

const PRICING_TRANSITIONS: Readonly<Record<PricingStep, Partial<Record<PricingEvent, PricingStep>>>> = {
  job_input: { submit_description: 'analyzing' },
  analyzing: { analysis_succeeded: 'job_confirmation', analysis_failed: 'job_input' },
  job_confirmation: { go_back: 'job_input', confirm_tasks: 'lead_capture' },
  lead_capture: { submit_details: 'generating_quote' },
  generating_quote: { quote_ready: 'quote_display' },
  quote_display: { start_again: 'job_input' },
};

/** The step an event leads to, or null when the event means nothing on that step. */
export function nextPricingStep(step: PricingStep, event: PricingEvent): PricingStep | null {
  return PRICING_TRANSITIONS[step][event] ?? null;
}

/** Events that leave a step without completing it: going back, or a failed analysis. */
const NON_COMPLETING_PRICING_EVENTS: ReadonlySet<PricingEvent> = new Set(['go_back', 'analysis_failed']);

/**
 * Whether leaving a step by this event completes it, for the `step_complete` interaction
 * event: moving on does, going back does not (docs/product/shared-behaviour.md#interaction-tracking).
 * The browser's Back and Forward are no event of the table and complete nothing either.
 */
export function completesPricingStep(event: PricingEvent): boolean {
  return !NON_COMPLETING_PRICING_EVENTS.has(event);
}

/** Where Back leads from a step; null on the first step. */
export function previousPricingStep(step: PricingStep): PricingStep | null {
  return PRICING_STEP_DEFINITIONS[step].previous;
}

export function isPricingStep(value: unknown): value is PricingStep {
  return typeof value === 'string' && (PRICING_STEPS as readonly string[]).includes(value);
}

export function isTransientPricingStep(step: PricingStep): boolean {
  return PRICING_STEP_DEFINITIONS[step].isTransient;
}

/** The funnel's goal: the customer saw the price. Leaving any earlier step is an abandonment. */
export function isPricingFunnelComplete(step: PricingStep): boolean {
  return step === 'quote_display';
}

export function canEnterPricingStep(step: PricingStep, facts: PricingFlowFacts): boolean {
  return PRICING_STEP_DEFINITIONS[step].requires.every((fact) => facts[fact]);
}

/**
 * The step to show for a step read back from session storage or a history entry. Anything
 * unknown starts the funnel again; a waiting screen resumes where it can; a step whose data is
 * missing (the analysis was cleared by 'Get Another Quote') walks back until one can be shown.
 */
export function resolvePricingStep(requested: unknown, facts: PricingFlowFacts): PricingStep {
  let step: PricingStep | null = isPricingStep(requested) ? PRICING_STEP_DEFINITIONS[requested].resumesAt : 'job_input';
  while (step && !canEnterPricingStep(step, facts)) step = previousPricingStep(step);
  return step ?? 'job_input';
}

/**
 * How a step change is written into the browser history, so Back goes to the previous step:
 * - push: a new entry (moving forward, or 'Go Back' / 'Get Another Quote', which are moves too);
 * - replace: a waiting screen's entry becomes its result's, so Back skips the waiting screen;
 * - back: a failed wait returns to the step before it by popping its entry, leaving no
 *   duplicate job_input behind.
 */
export type PricingHistoryMode = 'push' | 'replace' | 'back';

export function toPricingHistoryMode(from: PricingStep, to: PricingStep): PricingHistoryMode {
  if (isTransientPricingStep(to)) return 'push';
  if (isTransientPricingStep(from)) return previousPricingStep(from) === to ? 'back' : 'replace';
  return 'push';
}

/**
 * A description that is non-empty once trimmed, and no request in flight
 * (docs/product/pricing-flow.md#job-input).
 */
export function canSubmitJobDescription(text: string, isBusy: boolean): boolean {
  return !isBusy && text.trim().length > 0;
}

export type LeadCaptureFields = { customerName: string; phone: string };

/**
 * Name and phone are required; email and urgency are not blockers
 * (docs/product/pricing-flow.md#lead-capture).
 */
export function canSubmitLeadCapture(fields: LeadCaptureFields, isBusy: boolean): boolean {
  return !isBusy && fields.customerName.trim().length > 0 && fields.phone.trim().length > 0;
}

/**
 * The generating screen shows for 1500 ms before the quote
 * (docs/product/pricing-flow.md#generating-the-quote).
 */
export const QUOTE_DISPLAY_DELAY_MS = 1500;

/**
 * The pricing page's quote is valid for 30 days (the footer says so,
 * docs/product/pricing-flow.md#quote-display).
 */
export const PRICING_QUOTE_VALID_DAYS = 30;

/**
 * The original does not show the pre-selected urgency; ours (docs/product/pricing-flow.md#lead-capture).
 * 'Within a week' is the neutral choice: it
 * prices at the config's medium modifier, so the customer is never surcharged for a rush they
 * did not ask for, and the promise it makes ("within a week") is one the firm can keep.
 */
export const DEFAULT_PRICING_PAGE_URGENCY: PricingPageUrgency = 'within_week';


/**
 * Complexity badges are simple green, moderate yellow, anything else red
 * (docs/product/home-flow.md#task-badges).
 */
export type ComplexityTone = 'green' | 'yellow' | 'red';

export function toComplexityTone(complexity: string | null | undefined): ComplexityTone {
  if (complexity === 'simple') return 'green';
  if (complexity === 'moderate') return 'yellow';
  return 'red';
}
