import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_ENGINE_CONFIG, QUOTE_ENGINE_FACTORS } from './quote-engine-config';
import { scoreQuoteMethod } from './score-quote-method';
import { MIN_TUNING_JUDGEMENTS, measureTuningAgreement, suggestQuoteEngineTuning } from './suggest-quote-engine-tuning';
import type { TuningJudgement } from './suggest-quote-engine-tuning';
import { KNOWN_TUNING_CONFIG, syntheticJudgements } from './testing/synthetic-tuning-judgements';
import { validateQuoteEngineConfig } from './validate-quote-engine-config';

const judgements = syntheticJudgements(1_000, KNOWN_TUNING_CONFIG, 42);

function isOnGrid(value: number): boolean {
  return value >= 0 && value <= 1 && Math.abs(value * 20 - Math.round(value * 20)) < 1e-9;
}

describe('suggestQuoteEngineTuning', () => {
  it('says it needs more judgements below 20, and how many it has', () => {
    const few = judgements.slice(0, MIN_TUNING_JUDGEMENTS - 1);
    expect(suggestQuoteEngineTuning(few, DEFAULT_QUOTE_ENGINE_CONFIG)).toEqual({
      status: 'needs_more_judgements',
      judgementCount: 19,
      minimumJudgements: 20,
    });
    expect(suggestQuoteEngineTuning(judgements.slice(0, 20), DEFAULT_QUOTE_ENGINE_CONFIG).status).toBe('ready');
  });

  it("recovers a known configuration's routing on at least 90 % of a synthetic set, and raises agreement", () => {
    const suggestion = suggestQuoteEngineTuning(judgements, DEFAULT_QUOTE_ENGINE_CONFIG);
    if (suggestion.status !== 'ready') throw new Error('expected a suggestion');
    const recovered = judgements.filter(({ input }) => scoreQuoteMethod(input, suggestion.config).action === scoreQuoteMethod(input, KNOWN_TUNING_CONFIG).action);
    expect(recovered.length / judgements.length).toBeGreaterThanOrEqual(0.9);
    expect(suggestion.suggested.agreementPercent).toBeGreaterThan(suggestion.current.agreementPercent);
    expect(suggestion.judgementCount).toBe(1_000);
    expect(suggestion.suggested.agreeingJudgements).toBe(recovered.length);
    expect(suggestion.changes.length).toBeGreaterThan(0);
  });

  it('is deterministic: the same judgements give the same suggestion', () => {
    const first = suggestQuoteEngineTuning(judgements.slice(0, 300), DEFAULT_QUOTE_ENGINE_CONFIG);
    const second = suggestQuoteEngineTuning(judgements.slice(0, 300), DEFAULT_QUOTE_ENGINE_CONFIG);
    expect(second).toEqual(first);
  });

  it('stays within bounds: every weight and threshold on the 0.05 grid from 0 to 1, thresholds in order, a valid config', () => {
    for (const seed of [1, 2, 3]) {
      const noisy = syntheticJudgements(200, KNOWN_TUNING_CONFIG, seed).map((judgement, index) =>
        index % 3 === 0 ? { ...judgement, humanRecommendation: 'site_visit' as const } : judgement,
      );
      const suggestion = suggestQuoteEngineTuning(noisy, DEFAULT_QUOTE_ENGINE_CONFIG);
      if (suggestion.status !== 'ready') throw new Error('expected a suggestion');
      const { weights, thresholds } = suggestion.config;
      for (const factor of QUOTE_ENGINE_FACTORS) expect(isOnGrid(weights[factor]), factor).toBe(true);
      for (const value of Object.values(thresholds)) expect(isOnGrid(value)).toBe(true);
      expect(thresholds.instantQuote).toBeLessThanOrEqual(thresholds.videoQuote);
      expect(thresholds.videoQuote).toBeLessThanOrEqual(thresholds.siteVisit);
      expect(validateQuoteEngineConfig(suggestion.config).ok).toBe(true);
      expect(suggestion.config.customerTypeValues).toEqual(DEFAULT_QUOTE_ENGINE_CONFIG.customerTypeValues);
    }
  });

  it('suggests no change when the current configuration already agrees with every judgement', () => {
    const agreeing = syntheticJudgements(100, DEFAULT_QUOTE_ENGINE_CONFIG, 9);
    const suggestion = suggestQuoteEngineTuning(agreeing, DEFAULT_QUOTE_ENGINE_CONFIG);
    expect(suggestion).toMatchObject({ status: 'ready', changes: [], config: DEFAULT_QUOTE_ENGINE_CONFIG });
    if (suggestion.status === 'ready') expect(suggestion.current.agreementPercent).toBe(100);
  });

  it('weights each judgement by its confidence', () => {
    const job = judgements[0]!.input;
    const routed = scoreQuoteMethod(job, DEFAULT_QUOTE_ENGINE_CONFIG).action;
    const other = routed === 'site_visit' ? 'instant_quote' : 'site_visit';
    const set: TuningJudgement[] = [
      { input: job, humanRecommendation: routed, humanConfidence: 4 },
      { input: job, humanRecommendation: other, humanConfidence: 1 },
    ];
    // 4 of 5 confidence points agree, though only one of the two judgements does.
    expect(measureTuningAgreement(set, DEFAULT_QUOTE_ENGINE_CONFIG)).toEqual({ agreementPercent: 80, agreeingJudgements: 1 });
  });
});
