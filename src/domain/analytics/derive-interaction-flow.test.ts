import { describe, expect, it } from 'vitest';
import { deriveInteractionFlow } from './derive-interaction-flow';

describe('deriveInteractionFlow', () => {
  it('keeps a flow the event names', () => {
    expect(deriveInteractionFlow({ flow: 'pricing', step: 'welcome' })).toBe('pricing');
  });

  it.each([
    ['pricing_page', 'pricing'],
    ['home', 'home'],
    ['home_help_phone', 'home'],
  ] as const)('places an event from source %s in the %s flow', (source, flow) => {
    expect(deriveInteractionFlow({ source, step: 'anything' })).toBe(flow);
  });

  it.each([
    ['customer_type', 'home'],
    ['ai_analysis', 'home'],
    ['send_quote', 'home'],
    ['job_input', 'pricing'],
    ['quote_display', 'pricing'],
  ] as const)('places step %s in the %s flow when nothing else tells', (step, flow) => {
    expect(deriveInteractionFlow({ step })).toBe(flow);
  });

  it('cannot place an unknown step with no flow or source', () => {
    expect(deriveInteractionFlow({ step: 'somewhere_else', source: null })).toBeNull();
  });
});
