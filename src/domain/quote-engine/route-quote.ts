import { REFERRAL_FLAG_CODES } from '../job-analysis/job-task';
import { getCustomerTypeValue, QUOTE_ENGINE_FACTORS } from './quote-engine-config';
import type { QuoteAction, QuoteEngineConfig, QuoteEngineThresholds } from './quote-engine-config';
import { LARGE_JOB_HOURS, NEEDS_SEEING_LEVEL, SMALL_JOB_HOURS, UNKNOWN_FACTOR_VALUE } from './score-quote-method';
import type { QuoteEngineInput } from './score-quote-method';

// The quote engine's routing without its reasoning text, for replaying thousands of jobs
// against many configurations (the impact preview and the suggested tuning,
// docs/product/quote-engine.md#impact-before-saving, docs/product/ai-training.md#suggested-tuning).
// It must answer exactly what scoreQuoteMethod answers; route-quote.test.ts compares the two
// on thousands of random jobs and configurations.

/** What decides a job's route apart from the weights and thresholds. */
export type QuoteRoutingFacts = {
  /** The five factor values, in QUOTE_ENGINE_FACTORS order. */
  values: readonly [number, number, number, number, number];
  /** A specialist referral, work that is not ours (out_of_scope) or a very large job: a site visit whatever the score. */
  forcedSiteVisit: boolean;
  /** At most SMALL_JOB_HOURS of work: a scored site visit below siteVisit becomes a video quote. */
  smallJob: boolean;
  /** Visual need at NEEDS_SEEING_LEVEL or more: a scored instant quote becomes a video quote. */
  needsSeeing: boolean;
};

function toFactorValue(value: number | boolean): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Number.isNaN(value)) return UNKNOWN_FACTOR_VALUE;
  return Math.min(1, Math.max(0, value));
}

function readHours(hours: number | null | undefined): number | undefined {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 ? hours : undefined;
}

/**
 * The routing facts of one job. The customer-type, job-scope and urgency values come from
 * `config` (the suggested tuning keeps them; it searches the weights and thresholds only).
 */
export function toQuoteRoutingFacts(input: QuoteEngineInput, config: QuoteEngineConfig): QuoteRoutingFacts {
  const flags = input.flags ?? [];
  const hours = readHours(input.totalEstimatedHours);
  const visualNeed = toFactorValue(input.needsVisualAssessment);
  const isReferral = REFERRAL_FLAG_CODES.some((code) => flags.includes(code));
  const isLarge = (hours !== undefined && hours > LARGE_JOB_HOURS) || flags.includes('large_job');
  return {
    values: [
      getCustomerTypeValue(config, input.customerType),
      config.jobScopeValues[input.jobScope],
      config.urgencyValues[input.urgency],
      toFactorValue(input.complexityScore),
      visualNeed,
    ],
    forcedSiteVisit: isReferral || flags.includes('out_of_scope') || isLarge,
    smallJob: hours !== undefined && hours <= SMALL_JOB_HOURS,
    needsSeeing: visualNeed >= NEEDS_SEEING_LEVEL,
  };
}

/**
 * The combined score exactly as scoreQuoteMethod works it out: each factor's weight × value ÷
 * the sum of the weights, added in factor order, kept to four decimals.
 */
export function combineFactorValues(values: QuoteRoutingFacts['values'], weights: readonly number[]): number {
  const clamped = QUOTE_ENGINE_FACTORS.map((_, index) => Math.max(0, weights[index] ?? 0));
  let weightTotal = 0;
  for (const weight of clamped) weightTotal += weight;
  return combineWithWeightTotal(values, clamped, weightTotal);
}

/**
 * The same sum for weights already at or above 0 whose total is known: a replay that scores
 * thousands of jobs with one set of weights adds them up once. The additions are the same, in
 * the same order, so the result is the same to the last bit.
 */
export function combineWithWeightTotal(values: QuoteRoutingFacts['values'], weights: readonly number[], weightTotal: number): number {
  if (!(weightTotal > 0)) return 0;
  let sum = 0;
  sum += ((weights[0] as number) * values[0]) / weightTotal;
  sum += ((weights[1] as number) * values[1]) / weightTotal;
  sum += ((weights[2] as number) * values[2]) / weightTotal;
  sum += ((weights[3] as number) * values[3]) / weightTotal;
  sum += ((weights[4] as number) * values[4]) / weightTotal;
  return Math.round(sum * 10_000) / 10_000 + 0;
}

/** The route for a combined score: the thresholds' band, then the overrides, first match wins. */
export function routeForScore(score: number, facts: QuoteRoutingFacts, thresholds: QuoteEngineThresholds): QuoteAction {
  if (facts.forcedSiteVisit) return 'site_visit';
  if (score < thresholds.instantQuote) return facts.needsSeeing ? 'video_quote' : 'instant_quote';
  if (score < thresholds.videoQuote) return 'video_quote';
  if (score < thresholds.siteVisit && facts.smallJob) return 'video_quote';
  return 'site_visit';
}

/** The method scoreQuoteMethod would recommend, without building its reasoning. */
export function routeQuote(facts: QuoteRoutingFacts, config: QuoteEngineConfig): QuoteAction {
  const weights = QUOTE_ENGINE_FACTORS.map((factor) => config.weights[factor]);
  return routeForScore(combineFactorValues(facts.values, weights), facts, config.thresholds);
}
