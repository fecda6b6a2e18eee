import type { FlagCode } from '#domain/job-analysis/job-task';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ENGINE_URGENCIES } from '../quote-engine-config';
import type { QuoteEngineConfig } from '../quote-engine-config';
import { scoreQuoteMethod } from '../score-quote-method';
import type { QuoteEngineInput } from '../score-quote-method';
import type { TuningJudgement } from '../suggest-quote-engine-tuning';

/**
 * Synthetic jobs and judgements for the suggested-tuning tests and benchmark: random but
 * repeatable (a seeded generator), spread over every customer type, scope and urgency, with
 * the occasional referral, very large or very small job so the overrides are exercised.
 */

/** mulberry32: a small, fast, seeded generator; the same seed gives the same sequence. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

/** Hours from half an hour to three days, most jobs between 1 and 8 hours. */
function randomHours(random: () => number): number {
  const roll = random();
  if (roll < 0.15) return 0.5 + Math.round(random() * 3) / 2;
  if (roll < 0.9) return 2.5 + Math.round(random() * 11) / 2;
  return 9 + Math.round(random() * 15);
}

function randomFlags(random: () => number): FlagCode[] {
  const roll = random();
  if (roll < 0.03) return ['gas_safe_engineer_required'];
  if (roll < 0.05) return ['registered_electrician_required'];
  if (roll < 0.08) return ['needs_more_detail'];
  return [];
}

export function aSyntheticJob(random: () => number): QuoteEngineInput {
  return {
    customerType: pick(CUSTOMER_TYPES, random),
    jobScope: pick(JOB_SCOPES, random),
    urgency: pick(QUOTE_ENGINE_URGENCIES, random),
    complexityScore: Math.round(random() * 100) / 100,
    needsVisualAssessment: Math.round(random() * 100) / 100,
    flags: randomFlags(random),
    totalEstimatedHours: randomHours(random),
  };
}

/**
 * `count` judgements whose human answer is what `truth` routes each job to, with a
 * confidence from 1 to 5: a set a search should be able to learn `truth`'s routing from.
 */
export function syntheticJudgements(count: number, truth: QuoteEngineConfig, seed: number): TuningJudgement[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, () => {
    const input = aSyntheticJob(random);
    return {
      input,
      humanRecommendation: scoreQuoteMethod(input, truth).action,
      humanConfidence: 1 + Math.min(4, Math.floor(random() * 5)),
    };
  });
}

/**
 * A routing unlike the defaults: urgency and scope count for more, complexity for less, and
 * the instant-quote band is narrower. Every value is on the sliders' 0.05 grid.
 */
export const KNOWN_TUNING_CONFIG: QuoteEngineConfig = {
  weights: { customerType: 0.1, jobScope: 0.3, urgency: 0.35, complexity: 0.15, visualAid: 0.1 },
  thresholds: { instantQuote: 0.45, videoQuote: 0.65, siteVisit: 0.9 },
  customerTypeValues: { residential: 0.3, commercial: 0.7, propertyManager: 0.5 },
  jobScopeValues: { single: 0.3, multiple: 0.7 },
  urgencyValues: { normal: 0.3, urgent: 0.6, emergency: 1 },
};
