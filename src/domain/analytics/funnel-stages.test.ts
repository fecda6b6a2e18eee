import { describe, expect, it } from 'vitest';
import { HOME_STAGES } from '../funnels/home-stages';
import { PRICING_STEPS } from '../funnels/pricing-flow';
import { CONVERSION_STEPS, FUNNEL_STAGES, MAX_FUNNEL_STAGES, isConversionStep, toFunnelStageIndex, toFunnelStageLabel } from './funnel-stages';

describe('the analytics funnels', () => {
  it('show the stages of docs/product/conversion-analytics.md, in order', () => {
    expect(FUNNEL_STAGES.home.map((stage) => stage.label)).toEqual(['Customer Type', 'Job Description', 'Details', 'AI Analysis', 'Quote Selection']);
    expect(FUNNEL_STAGES.pricing.map((stage) => stage.label)).toEqual(['Job Input', 'Job Confirmation', 'Lead Capture', 'Quote Display']);
    expect(Math.max(FUNNEL_STAGES.home.length, FUNNEL_STAGES.pricing.length)).toBe(MAX_FUNNEL_STAGES);
  });

  it('put every home stage the flow records in exactly one funnel stage, or make it a conversion', () => {
    for (const step of HOME_STAGES) {
      const inStages = FUNNEL_STAGES.home.filter((stage) => stage.steps.includes(step)).length;
      expect(inStages + (isConversionStep('home', step) ? 1 : 0), step).toBe(1);
    }
  });

  it('put every pricing step in exactly one stage; the quote is both the last stage and the conversion', () => {
    for (const step of PRICING_STEPS) {
      expect(FUNNEL_STAGES.pricing.filter((stage) => stage.steps.includes(step)), step).toHaveLength(1);
    }
    expect(CONVERSION_STEPS.pricing).toEqual(['quote_display']);
    expect(toFunnelStageIndex('pricing', 'quote_display')).toBe(3);
  });

  it('count the confirmation of every home route as a conversion', () => {
    expect(CONVERSION_STEPS.home).toEqual(['send_quote', 'generate_message', 'request_visit', 'send_message', 'callback_requested']);
  });

  it.each([
    ['home', 'customer_type', 0],
    ['home', 'ai_analysis', 1],
    ['home', 'confirm_details', 2],
    ['home', 'ai_decision', 3],
    ['home', 'book_handyman', 4],
    ['home', 'send_quote', null],
    ['home', 'job_input', null],
    ['pricing', 'analyzing', 0],
    ['pricing', 'generating_quote', 2],
    ['pricing', 'welcome', null],
  ] as const)('%s step %s is stage %s', (flow, step, index) => {
    expect(toFunnelStageIndex(flow, step)).toBe(index);
  });

  it('name a stage by its position, or nothing for a position the flow does not have', () => {
    expect(toFunnelStageLabel('home', 4)).toBe('Quote Selection');
    expect(toFunnelStageLabel('pricing', 4)).toBeNull();
    expect(toFunnelStageLabel('pricing', null)).toBeNull();
  });
});
