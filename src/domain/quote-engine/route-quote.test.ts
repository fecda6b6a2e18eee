import { describe, expect, it } from 'vitest';
import { REFERRAL_FLAG_CODES } from '../job-analysis/job-task';
import { DEFAULT_QUOTE_ENGINE_CONFIG, QUOTE_ENGINE_FACTORS } from './quote-engine-config';
import type { QuoteEngineConfig } from './quote-engine-config';
import { routeQuote, toQuoteRoutingFacts } from './route-quote';
import { scoreQuoteMethod } from './score-quote-method';
import { aSyntheticJob, createSeededRandom } from './testing/synthetic-tuning-judgements';

/** A random configuration: grid values most of the time, any value sometimes, thresholds in order. */
function aRandomConfig(random: () => number): QuoteEngineConfig {
  const value = () => (random() < 0.8 ? Math.round(random() * 20) / 20 : random());
  const weights = { ...DEFAULT_QUOTE_ENGINE_CONFIG.weights };
  for (const factor of QUOTE_ENGINE_FACTORS) weights[factor] = value();
  const [instantQuote, videoQuote, siteVisit] = [value(), value(), value()].sort((a, b) => a - b) as [number, number, number];
  return {
    weights,
    thresholds: { instantQuote, videoQuote, siteVisit },
    customerTypeValues: { residential: value(), commercial: value(), propertyManager: value() },
    jobScopeValues: { single: value(), multiple: value() },
    urgencyValues: { normal: value(), urgent: value(), emergency: value() },
  };
}

describe('routeQuote', () => {
  it('recommends what scoreQuoteMethod recommends, on 20,000 random jobs and configurations', () => {
    const random = createSeededRandom(7);
    const mismatches: string[] = [];
    for (let run = 0; run < 20_000; run += 1) {
      const config = aRandomConfig(random);
      const job = aSyntheticJob(random);
      const expected = scoreQuoteMethod(job, config).action;
      const actual = routeQuote(toQuoteRoutingFacts(job, config), config);
      if (actual !== expected) mismatches.push(`${JSON.stringify({ job, config })}: ${actual} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('routes every referral flag and out_of_scope to a site visit, as scoreQuoteMethod does, on 2,000 random configurations', () => {
    const random = createSeededRandom(15);
    const routes = new Set<string>();
    for (let run = 0; run < 2_000; run += 1) {
      const config = aRandomConfig(random);
      for (const flag of [...REFERRAL_FLAG_CODES, 'out_of_scope'] as const) {
        const job = { ...aSyntheticJob(random), flags: [flag] };
        const action = routeQuote(toQuoteRoutingFacts(job, config), config);
        expect(action).toBe(scoreQuoteMethod(job, config).action);
        routes.add(action);
      }
    }
    expect([...routes]).toEqual(['site_visit']);
  });

  it('agrees at the exact edges: a score equal to a threshold, and every weight at 0', () => {
    const complexityOnly: QuoteEngineConfig = {
      ...DEFAULT_QUOTE_ENGINE_CONFIG,
      weights: { customerType: 0, jobScope: 0, urgency: 0, complexity: 1, visualAid: 0 },
    };
    const allZero: QuoteEngineConfig = { ...DEFAULT_QUOTE_ENGINE_CONFIG, weights: { customerType: 0, jobScope: 0, urgency: 0, complexity: 0, visualAid: 0 } };
    for (const config of [complexityOnly, allZero]) {
      for (const complexityScore of [0, 0.6, 0.8, 0.95, 1]) {
        for (const totalEstimatedHours of [1, 5, 20]) {
          const job = { customerType: 'residential', jobScope: 'single', urgency: 'normal', complexityScore, needsVisualAssessment: 0.2, totalEstimatedHours } as const;
          expect(routeQuote(toQuoteRoutingFacts(job, config), config)).toBe(scoreQuoteMethod(job, config).action);
        }
      }
    }
  });
});
