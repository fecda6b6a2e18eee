import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from './quote-engine-config';
import type { QuoteEngineConfig } from './quote-engine-config';
import { validateQuoteEngineConfig } from './validate-quote-engine-config';

const config = DEFAULT_QUOTE_ENGINE_CONFIG;

function refusedFields(candidate: QuoteEngineConfig): string[] {
  const result = validateQuoteEngineConfig(candidate);
  return result.ok ? [] : result.invalidParams.map((param) => param.name);
}

describe('validateQuoteEngineConfig', () => {
  it('accepts the default config', () => {
    expect(validateQuoteEngineConfig(config)).toEqual({ ok: true, value: config });
  });

  it.each([
    [0, true],
    [1, true],
    [-0.05, false],
    [1.05, false],
    [NaN, false],
  ])('a weight of %s is accepted: %s', (complexity, accepted) => {
    const candidate = { ...config, weights: { ...config.weights, complexity } };
    expect(refusedFields(candidate)).toEqual(accepted ? [] : ['weights.complexity']);
  });

  it.each<[string, Partial<QuoteEngineConfig>, string[]]>([
    ['a customer value above 1', { customerTypeValues: { ...config.customerTypeValues, propertyManager: 2 } }, ['customerTypeValues.propertyManager']],
    ['a negative scope value', { jobScopeValues: { single: -0.1, multiple: 0.7 } }, ['jobScopeValues.single']],
    ['an urgency value above 1', { urgencyValues: { ...config.urgencyValues, emergency: 1.2 } }, ['urgencyValues.emergency']],
    ['every weight at 0', { weights: { customerType: 0, jobScope: 0, urgency: 0, complexity: 0, visualAid: 0 } }, ['weights']],
    ['a video threshold below the instant one', { thresholds: { instantQuote: 0.8, videoQuote: 0.6, siteVisit: 0.95 } }, ['thresholds.videoQuote']],
    ['a site-visit threshold below the video one', { thresholds: { instantQuote: 0.6, videoQuote: 0.8, siteVisit: 0.7 } }, ['thresholds.siteVisit']],
    ['a threshold above 1', { thresholds: { instantQuote: 0.6, videoQuote: 0.8, siteVisit: 1.1 } }, ['thresholds.siteVisit']],
  ])('refuses %s', (_case, change, fields) => {
    expect(refusedFields({ ...config, ...change })).toEqual(fields);
  });

  it('allows equal thresholds, which switch a band off', () => {
    expect(refusedFields({ ...config, thresholds: { instantQuote: 0.7, videoQuote: 0.7, siteVisit: 0.7 } })).toEqual([]);
  });

  it('gives a reason a form can show next to the field', () => {
    const result = validateQuoteEngineConfig({ ...config, thresholds: { instantQuote: 0.8, videoQuote: 0.6, siteVisit: 0.95 } });
    expect(result).toEqual({
      ok: false,
      invalidParams: [{ name: 'thresholds.videoQuote', reason: 'Must be at least the instant-quote threshold.' }],
    });
  });
});
