import { describe, expect, it } from 'vitest';
import {
  PRICING_EVENTS,
  PRICING_STEPS,
  type PricingEvent,
  type PricingFlowFacts,
  type PricingStep,
  canEnterPricingStep,
  completesPricingStep,
  canSubmitJobDescription,
  canSubmitLeadCapture,
  isPricingFunnelComplete,
  isTransientPricingStep,
  nextPricingStep,
  previousPricingStep,
  resolvePricingStep,
  toComplexityTone,
  toPricingHistoryMode,
} from './pricing-flow';

const NOTHING: PricingFlowFacts = { hasAnalysis: false, hasQuote: false };
const ANALYSED: PricingFlowFacts = { hasAnalysis: true, hasQuote: false };
const QUOTED: PricingFlowFacts = { hasAnalysis: true, hasQuote: true };

describe('the pricing-page steps', () => {
  it('run from the description to the quote', () => {
    expect(PRICING_STEPS).toEqual(['job_input', 'analyzing', 'job_confirmation', 'lead_capture', 'generating_quote', 'quote_display']);
  });

  it.each<[PricingStep, PricingEvent, PricingStep]>([
    ['job_input', 'submit_description', 'analyzing'],
    ['analyzing', 'analysis_succeeded', 'job_confirmation'],
    ['analyzing', 'analysis_failed', 'job_input'],
    ['job_confirmation', 'go_back', 'job_input'],
    ['job_confirmation', 'confirm_tasks', 'lead_capture'],
    ['lead_capture', 'submit_details', 'generating_quote'],
    ['generating_quote', 'quote_ready', 'quote_display'],
    ['quote_display', 'start_again', 'job_input'],
  ])('%s on %s goes to %s', (step, event, next) => {
    expect(nextPricingStep(step, event)).toBe(next);
  });

  it('ignores an event that means nothing on a step', () => {
    const meaningful = new Set(['job_input:submit_description', 'analyzing:analysis_succeeded', 'analyzing:analysis_failed', 'job_confirmation:go_back', 'job_confirmation:confirm_tasks', 'lead_capture:submit_details', 'generating_quote:quote_ready', 'quote_display:start_again']);
    for (const step of PRICING_STEPS) {
      for (const event of PRICING_EVENTS) {
        if (!meaningful.has(`${step}:${event}`)) expect(nextPricingStep(step, event)).toBeNull();
      }
    }
  });

  it.each<[PricingStep, PricingStep | null]>([
    ['job_input', null],
    ['analyzing', 'job_input'],
    ['job_confirmation', 'job_input'],
    ['lead_capture', 'job_confirmation'],
    ['generating_quote', 'lead_capture'],
    ['quote_display', 'lead_capture'],
  ])('Back from %s goes to %s', (step, previous) => {
    expect(previousPricingStep(step)).toBe(previous);
  });

  it('is complete only once the quote is on screen', () => {
    expect(PRICING_STEPS.filter(isPricingFunnelComplete)).toEqual(['quote_display']);
  });

  it('treats only the two waiting screens as transient', () => {
    expect(PRICING_STEPS.filter(isTransientPricingStep)).toEqual(['analyzing', 'generating_quote']);
  });
});

describe('entering a step', () => {
  it('needs the analysis for the confirmation and the details form', () => {
    expect(canEnterPricingStep('job_confirmation', NOTHING)).toBe(false);
    expect(canEnterPricingStep('job_confirmation', ANALYSED)).toBe(true);
    expect(canEnterPricingStep('lead_capture', NOTHING)).toBe(false);
    expect(canEnterPricingStep('lead_capture', ANALYSED)).toBe(true);
  });

  it('needs the analysis and the quote for the quote screen', () => {
    expect(canEnterPricingStep('quote_display', ANALYSED)).toBe(false);
    expect(canEnterPricingStep('quote_display', QUOTED)).toBe(true);
    expect(canEnterPricingStep('quote_display', { hasAnalysis: false, hasQuote: true })).toBe(false);
  });

  it('always allows the job description', () => {
    expect(canEnterPricingStep('job_input', NOTHING)).toBe(true);
  });
});

describe('resolvePricingStep, after a reload or a Back', () => {
  it.each<[unknown, PricingFlowFacts, PricingStep]>([
    ['job_confirmation', ANALYSED, 'job_confirmation'],
    ['lead_capture', ANALYSED, 'lead_capture'],
    ['quote_display', QUOTED, 'quote_display'],
    // The analysis request died with the page: the customer submits again.
    ['analyzing', NOTHING, 'job_input'],
    // The quote was worked out and the lead queued before the wait began.
    ['generating_quote', QUOTED, 'quote_display'],
    // 'Get Another Quote' cleared the analysis: Back cannot show the old quote.
    ['quote_display', NOTHING, 'job_input'],
    ['quote_display', ANALYSED, 'lead_capture'],
    ['job_confirmation', NOTHING, 'job_input'],
    [undefined, QUOTED, 'job_input'],
    [null, QUOTED, 'job_input'],
    ['checkout', QUOTED, 'job_input'],
    ['__proto__', QUOTED, 'job_input'],
  ])('%s with %o shows %s', (requested, facts, step) => {
    expect(resolvePricingStep(requested, facts)).toBe(step);
  });
});

describe('toPricingHistoryMode', () => {
  it.each<[PricingStep, PricingStep, string]>([
    ['job_input', 'analyzing', 'push'],
    ['analyzing', 'job_confirmation', 'replace'],
    ['analyzing', 'job_input', 'back'],
    ['job_confirmation', 'lead_capture', 'push'],
    ['job_confirmation', 'job_input', 'push'],
    ['lead_capture', 'generating_quote', 'push'],
    ['generating_quote', 'quote_display', 'replace'],
    ['quote_display', 'job_input', 'push'],
  ])('%s → %s is a %s', (from, to, mode) => {
    expect(toPricingHistoryMode(from, to)).toBe(mode);
  });
});

describe('canSubmitJobDescription', () => {
  it.each([
    ['Fix a dripping tap', false, true],
    ['  x  ', false, true],
    ['', false, false],
    ['   \n\t ', false, false],
    ['Fix a dripping tap', true, false],
  ])('%j with a request in flight %s: %s', (text, isBusy, allowed) => {
    expect(canSubmitJobDescription(text, isBusy)).toBe(allowed);
  });
});

describe('canSubmitLeadCapture', () => {
  it.each([
    [{ customerName: 'Sam Taylor', phone: '07700 900123' }, false, true],
    [{ customerName: '', phone: '07700 900123' }, false, false],
    [{ customerName: 'Sam Taylor', phone: '' }, false, false],
    [{ customerName: '   ', phone: '07700 900123' }, false, false],
    [{ customerName: 'Sam Taylor', phone: '  ' }, false, false],
    [{ customerName: 'Sam Taylor', phone: '07700 900123' }, true, false],
  ])('%o with a request in flight %s: %s', (fields, isBusy, allowed) => {
    expect(canSubmitLeadCapture(fields, isBusy)).toBe(allowed);
  });
});

describe('toComplexityTone', () => {
  it.each([
    ['simple', 'green'],
    ['moderate', 'yellow'],
    ['complex', 'red'],
    ['very_complex', 'red'],
    ['', 'red'],
    [null, 'red'],
    [undefined, 'red'],
  ])('%s is %s', (complexity, tone) => {
    expect(toComplexityTone(complexity)).toBe(tone);
  });
});

describe('completesPricingStep', () => {
  it.each<[PricingEvent, boolean]>([
    ['submit_description', true],
    ['analysis_succeeded', true],
    ['confirm_tasks', true],
    ['submit_details', true],
    ['quote_ready', true],
    ['start_again', true],
    ['go_back', false],
    ['analysis_failed', false],
  ])('%s completes the step it leaves: %s', (event, expected) => {
    expect(completesPricingStep(event)).toBe(expected);
  });
});
