import { describe, expect, it } from 'vitest';
import { PRICING_EVENTS, PRICING_STEPS, type PricingEvent, type PricingStep, nextPricingStep } from '#domain/funnels/pricing-flow';
import { type PricingStepAction, reducePricingFlow } from './pricing-flow-reducer';
import type { PricingContact, PricingFlowState } from './pricing-flow-state';
import { A_PRICING_ANALYSIS, A_PRICING_CONTACT, A_PRICING_QUOTE } from './testing/pricing-run-fixtures';


/** A run on `step` holding everything any step needs, so only the table decides the move. */
function runOn(step: PricingStep, changes: Partial<PricingFlowState> = {}): PricingFlowState {
  return { step, jobDescription: 'Replace my kitchen tap', analysis: A_PRICING_ANALYSIS, contact: A_PRICING_CONTACT, quote: A_PRICING_QUOTE, funnelKey: 'run-one-key', ...changes };
}

/** One action per domain event: the type checker fails here if an event has no action. */
const ACTIONS: { [E in PricingEvent]: Extract<PricingStepAction, { type: E }> } = {
  submit_description: { type: 'submit_description' },
  analysis_succeeded: { type: 'analysis_succeeded', analysis: A_PRICING_ANALYSIS },
  analysis_failed: { type: 'analysis_failed' },
  go_back: { type: 'go_back' },
  confirm_tasks: { type: 'confirm_tasks' },
  submit_details: { type: 'submit_details', contact: A_PRICING_CONTACT, quote: A_PRICING_QUOTE },
  quote_ready: { type: 'quote_ready' },
  start_again: { type: 'start_again', funnelKey: 'run-two-key' },
};

const EVERY_STEP_AND_EVENT = PRICING_STEPS.flatMap((step) => PRICING_EVENTS.map((event) => [step, event] as const));

describe('a step event', () => {
  it.each(EVERY_STEP_AND_EVENT.filter(([step, event]) => nextPricingStep(step, event) !== null))(
    'on %s, %s moves to the step the transition table names',
    (step, event) => {
      expect(reducePricingFlow(runOn(step), ACTIONS[event]).step).toBe(nextPricingStep(step, event));
    },
  );

  it.each(EVERY_STEP_AND_EVENT.filter(([step, event]) => nextPricingStep(step, event) === null))(
    'on %s, %s means nothing and changes nothing',
    (step, event) => {
      const run = runOn(step);
      expect(reducePricingFlow(run, ACTIONS[event])).toBe(run);
    },
  );

  it('keeps the analysis when it succeeds, and drops a quote worked out from an older one', () => {
    const next = reducePricingFlow(runOn('analyzing', { analysis: null }), ACTIONS.analysis_succeeded);
    expect(next).toMatchObject({ step: 'job_confirmation', analysis: A_PRICING_ANALYSIS, quote: null });
  });

  it('keeps the description when the analysis fails, so the customer can try again', () => {
    const next = reducePricingFlow(runOn('analyzing', { analysis: null, quote: null }), ACTIONS.analysis_failed);
    expect(next).toMatchObject({ step: 'job_input', jobDescription: 'Replace my kitchen tap', analysis: null });
  });

  it('keeps the contact details and the quote when the details are submitted', () => {
    const contact: PricingContact = { customerName: 'Jo Walker', phone: '07700 900102', email: 'jo@example.co.uk', urgency: 'no_rush' };
    const next = reducePricingFlow(runOn('lead_capture', { quote: null }), { type: 'submit_details', contact, quote: A_PRICING_QUOTE });
    expect(next).toMatchObject({ step: 'generating_quote', contact, quote: A_PRICING_QUOTE });
  });

  it("'Get Another Quote' starts a new run that keeps only the contact details", () => {
    const next = reducePricingFlow(runOn('quote_display'), ACTIONS.start_again);
    expect(next).toEqual({ step: 'job_input', jobDescription: '', analysis: null, contact: A_PRICING_CONTACT, quote: null, funnelKey: 'run-two-key' });
  });

  it('drops an analysis that answers after the customer went back to the description', () => {
    const run = runOn('job_input', { analysis: null, quote: null });
    expect(reducePricingFlow(run, ACTIONS.analysis_succeeded)).toBe(run);
  });
});

describe('typing', () => {
  it('an edited description drops the analysis and the quote, and stays on its step', () => {
    const next = reducePricingFlow(runOn('job_input'), { type: 'change_description', jobDescription: 'Hang a door' });
    expect(next).toMatchObject({ step: 'job_input', jobDescription: 'Hang a door', analysis: null, quote: null });
  });

  it('the contact details are kept as they are typed, and the step stays', () => {
    const contact: PricingContact = { ...A_PRICING_CONTACT, customerName: 'Priya' };
    expect(reducePricingFlow(runOn('lead_capture'), { type: 'change_contact', contact })).toMatchObject({ step: 'lead_capture', contact });
  });
});

describe("the browser's Back and Forward", () => {
  it.each<[string, unknown, Partial<PricingFlowState>, PricingStep]>([
    ['a step the run has the data for', 'job_confirmation', {}, 'job_confirmation'],
    ['a quote that was cleared', 'quote_display', { analysis: null, quote: null }, 'job_input'],
    ['the quote wait, whose quote was already worked out', 'generating_quote', {}, 'quote_display'],
    ['the analysis wait, whose request died', 'analyzing', {}, 'job_input'],
    ['an entry from elsewhere', undefined, {}, 'job_input'],
    ['a step name the flow does not know', 'checkout', {}, 'job_input'],
  ])('onto %s shows what the guards allow', (_case, requested, changes, shown) => {
    expect(reducePricingFlow(runOn('lead_capture', changes), { type: 'history_moved', requested }).step).toBe(shown);
  });

  it('onto the step already shown changes nothing', () => {
    const run = runOn('job_input');
    expect(reducePricingFlow(run, { type: 'history_moved', requested: 'job_input' })).toBe(run);
  });

  it("keeps the run's data when it moves", () => {
    const next = reducePricingFlow(runOn('lead_capture'), { type: 'history_moved', requested: 'job_confirmation' });
    expect(next).toEqual(runOn('job_confirmation'));
  });
});
