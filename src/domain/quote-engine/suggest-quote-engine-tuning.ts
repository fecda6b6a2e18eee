import { toPercentOneDecimal } from './calculate-training-stats';
import { QUOTE_ENGINE_FACTORS } from './quote-engine-config';
import type { QuoteAction, QuoteEngineConfig, QuoteEngineThresholds } from './quote-engine-config';
import { combineWithWeightTotal, toQuoteRoutingFacts } from './route-quote';
import type { QuoteRoutingFacts } from './route-quote';
import { scoreQuoteMethod } from './score-quote-method';
import type { QuoteEngineInput } from './score-quote-method';

// The suggested tuning (docs/product/ai-training.md#suggested-tuning, ADR 0011): from the
// staff's judgements, the weights and thresholds on the sliders' grid that agree best with
// them, each judgement counting as much as the confidence it was given with.
//
// How the search stays exact, deterministic and bounded:
// - Only the five weights and three thresholds move, each on the 0.05 grid from 0 to 1; the
//   customer-type, job-scope and urgency values stay as configured.
// - For one set of weights every job's combined score is fixed, and a threshold on the grid
//   only asks which grid step the score has reached. So the jobs are counted once per weight
//   set into 21 score buckets, and every ordered threshold triple (1,771 of them) is then
//   scored in constant time from running totals: the best thresholds for those weights are
//   found exactly, not searched.
// - The weights are searched by coordinate ascent (one weight at a time, every grid value)
//   from a fixed list of starting points, for at most MAX_PASSES passes each, moving only on a
//   strict improvement. Ties go to the configuration nearest the current one.
// - The agreement reported for the current and the suggested configuration is worked out by
//   scoreQuoteMethod itself, the rule the customer flow uses.

/** Below this many judgements a suggestion would only echo a handful of opinions. */
export const MIN_TUNING_JUDGEMENTS = 20;
/** The sliders' step (docs/product/quote-engine.md#screen). */
export const TUNING_STEP = 0.05;
/** 0, 0.05, …, 1: twenty steps. */
const GRID_STEPS = 20;
/** Grid values as the sliders write them (0.6, not 0.6000000000000001). */
const GRID: readonly number[] = Array.from({ length: GRID_STEPS + 1 }, (_, step) => Math.round(step * TUNING_STEP * 100) / 100);
/** Passes of coordinate ascent per starting point; each pass tries every grid value of each weight. */
const MAX_PASSES = 8;
/** Confidence is 1 to 5 (docs/product/ai-training.md#round). */
const MIN_CONFIDENCE = 1;
const MAX_CONFIDENCE = 5;

export type TuningJudgement = {
  /** The job as the engine reads it (the same input the customer flow scores). */
  input: QuoteEngineInput;
  humanRecommendation: QuoteAction;
  /** 1 to 5; the judgement counts this many times. */
  humanConfidence: number;
};

export type TuningAgreement = {
  /** Confidence-weighted share of judgements the configuration routes as staff did; one decimal. */
  agreementPercent: number;
  /** How many judgements it routes as staff did. */
  agreeingJudgements: number;
};

/** One value the suggestion changes, named by its path ('weights.urgency', 'thresholds.videoQuote'). */
export type TuningChange = { field: string; from: number; to: number };

export type TuningSuggestion =
  | { status: 'needs_more_judgements'; judgementCount: number; minimumJudgements: number }
  | {
      status: 'ready';
      judgementCount: number;
      current: TuningAgreement;
      suggested: TuningAgreement;
      /** The configuration to load into the draft; the current one when nothing does better. */
      config: QuoteEngineConfig;
      /** Empty when the current configuration already agrees best. */
      changes: TuningChange[];
    };

type Prepared = { facts: QuoteRoutingFacts; human: QuoteAction; weight: number };

/** Weights and thresholds as grid steps (0–20). */
type GridPoint = { weights: number[]; thresholds: [number, number, number] };
type Scored = GridPoint & { agreement: number; distance: number };

function toConfidenceWeight(confidence: number): number {
  if (!Number.isFinite(confidence)) return MIN_CONFIDENCE;
  return Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, Math.round(confidence)));
}

function toStep(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(GRID_STEPS, Math.max(0, Math.round(value / TUNING_STEP)));
}

/** The number of grid values at or below the score: a score is below grid value k exactly when k ≥ its bucket. */
function toBucket(score: number): number {
  let step = Math.min(GRID_STEPS, Math.max(0, Math.floor(score * GRID_STEPS)));
  while (step < GRID_STEPS && (GRID[step + 1] as number) <= score) step += 1;
  while (step >= 0 && (GRID[step] as number) > score) step -= 1;
  return step + 1;
}

/** The current configuration on the grid, thresholds kept in order. */
function snapToGrid(config: QuoteEngineConfig): GridPoint {
  const weights = QUOTE_ENGINE_FACTORS.map((factor) => toStep(config.weights[factor]));
  const instant = toStep(config.thresholds.instantQuote);
  const video = Math.max(instant, toStep(config.thresholds.videoQuote));
  const site = Math.max(video, toStep(config.thresholds.siteVisit));
  return { weights: weights.some((step) => step > 0) ? weights : weights.map(() => 1), thresholds: [instant, video, site] };
}

/** Starting points: the current configuration, equal weights, and each factor leading in turn. */
function startingPoints(current: GridPoint): GridPoint[] {
  const equal = QUOTE_ENGINE_FACTORS.map(() => 4);
  const leading = QUOTE_ENGINE_FACTORS.map((_, lead) => QUOTE_ENGINE_FACTORS.map((__, index) => (index === lead ? 10 : 2)));
  const seen = new Set<string>();
  const points: GridPoint[] = [];
  for (const weights of [current.weights, equal, ...leading]) {
    const key = weights.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    points.push({ weights, thresholds: current.thresholds });
  }
  return points;
}

function isBetter(candidate: { agreement: number; distance: number }, best: { agreement: number; distance: number }): boolean {
  return candidate.agreement > best.agreement || (candidate.agreement === best.agreement && candidate.distance < best.distance);
}

/**
 * Scores one set of weights: counts the jobs into score buckets, then finds the thresholds
 * that agree best. Running totals per bucket (index = bucket, 0–21) of the weight of judgements
 * that agree when their bucket falls in each band:
 *   instant band (b ≤ i): instant quote, or video quote when the work needs seeing;
 *   video band (i < b ≤ v): video quote;
 *   softenable site band (v < b ≤ s): site visit, or video quote for a small job;
 *   certain site band (b > s): site visit.
 */
function createWeightScorer(prepared: readonly Prepared[], forcedAgreement: number, current: GridPoint) {
  const size = GRID_STEPS + 2;
  const instantBand = new Float64Array(size);
  const videoBand = new Float64Array(size);
  const softBand = new Float64Array(size);
  const siteBand = new Float64Array(size);
  const weights = new Array<number>(QUOTE_ENGINE_FACTORS.length);
  // Coordinate ascent comes back to the same weight sets pass after pass and start after start.
  const seen = new Map<string, Scored | null>();

  return (weightSteps: readonly number[]): Scored | null => {
    const key = weightSteps.join(',');
    if (seen.has(key)) return seen.get(key) ?? null;
    const scored = scoreWeights(weightSteps);
    seen.set(key, scored);
    return scored;
  };

  function scoreWeights(weightSteps: readonly number[]): Scored | null {
    let total = 0;
    for (let index = 0; index < weightSteps.length; index += 1) {
      weights[index] = GRID[weightSteps[index] ?? 0] as number;
      total += weights[index] as number;
    }
    if (total <= 0) return null;
    instantBand.fill(0);
    videoBand.fill(0);
    softBand.fill(0);
    siteBand.fill(0);
    for (const { facts, human, weight } of prepared) {
      const bucket = toBucket(combineWithWeightTotal(facts.values, weights, total));
      const instantRoute: QuoteAction = facts.needsSeeing ? 'video_quote' : 'instant_quote';
      const softRoute: QuoteAction = facts.smallJob ? 'video_quote' : 'site_visit';
      if (instantRoute === human) instantBand[bucket]! += weight;
      if (human === 'video_quote') videoBand[bucket]! += weight;
      if (softRoute === human) softBand[bucket]! += weight;
      if (human === 'site_visit') siteBand[bucket]! += weight;
    }
    for (let bucket = 1; bucket < size; bucket += 1) {
      instantBand[bucket]! += instantBand[bucket - 1]!;
      videoBand[bucket]! += videoBand[bucket - 1]!;
      softBand[bucket]! += softBand[bucket - 1]!;
      siteBand[bucket]! += siteBand[bucket - 1]!;
    }
    const last = size - 1;
    // Distance of the weights from the current configuration; the thresholds' share is added per triple.
    let weightDistance = 0;
    for (let index = 0; index < weightSteps.length; index += 1) weightDistance += Math.abs((weightSteps[index] ?? 0) - (current.weights[index] ?? 0));
    const [currentInstant, currentVideo, currentSite] = current.thresholds;
    let bestAgreement = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    let bestThresholds: [number, number, number] = [0, 0, 0];
    for (let instant = 0; instant <= GRID_STEPS; instant += 1) {
      for (let video = instant; video <= GRID_STEPS; video += 1) {
        for (let site = video; site <= GRID_STEPS; site += 1) {
          const agreement =
            forcedAgreement +
            instantBand[instant]! +
            (videoBand[video]! - videoBand[instant]!) +
            (softBand[site]! - softBand[video]!) +
            (siteBand[last]! - siteBand[site]!);
          if (agreement < bestAgreement) continue;
          const distance = weightDistance + Math.abs(instant - currentInstant) + Math.abs(video - currentVideo) + Math.abs(site - currentSite);
          if (agreement > bestAgreement || distance < bestDistance) {
            bestAgreement = agreement;
            bestDistance = distance;
            bestThresholds = [instant, video, site];
          }
        }
      }
    }
    return { weights: [...weightSteps], thresholds: bestThresholds, agreement: bestAgreement, distance: bestDistance };
  }
}

/** Coordinate ascent over the weights from one starting point; thresholds are solved exactly each time. */
function climb(start: GridPoint, score: (weights: readonly number[]) => Scored | null): Scored | null {
  let best = score(start.weights);
  if (!best) return null;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let improved = false;
    for (let factor = 0; factor < QUOTE_ENGINE_FACTORS.length; factor += 1) {
      for (let step = 0; step <= GRID_STEPS; step += 1) {
        if (best.weights[factor] === step) continue;
        const weights = [...best.weights];
        weights[factor] = step;
        const candidate = score(weights);
        if (candidate && isBetter(candidate, best)) {
          best = candidate;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return best;
}

function toConfig(point: GridPoint, base: QuoteEngineConfig): QuoteEngineConfig {
  const weights = { ...base.weights };
  QUOTE_ENGINE_FACTORS.forEach((factor, index) => {
    weights[factor] = GRID[point.weights[index] ?? 0] as number;
  });
  const [instant, video, site] = point.thresholds;
  const thresholds: QuoteEngineThresholds = { instantQuote: GRID[instant] as number, videoQuote: GRID[video] as number, siteVisit: GRID[site] as number };
  return { ...base, weights, thresholds };
}

type AgreementTally = { agreeingWeight: number; totalWeight: number; agreeingJudgements: number };

function tallyAgreement(judgements: readonly TuningJudgement[], config: QuoteEngineConfig): AgreementTally {
  let agreeingWeight = 0;
  let totalWeight = 0;
  let agreeingJudgements = 0;
  for (const judgement of judgements) {
    const weight = toConfidenceWeight(judgement.humanConfidence);
    totalWeight += weight;
    if (scoreQuoteMethod(judgement.input, config).action === judgement.humanRecommendation) {
      agreeingWeight += weight;
      agreeingJudgements += 1;
    }
  }
  return { agreeingWeight, totalWeight, agreeingJudgements };
}

function toAgreement(tally: AgreementTally): TuningAgreement {
  return { agreementPercent: toPercentOneDecimal(tally.agreeingWeight, tally.totalWeight), agreeingJudgements: tally.agreeingJudgements };
}

/** How well a configuration agrees with the judgements, by the customer flow's own rule. */
export function measureTuningAgreement(judgements: readonly TuningJudgement[], config: QuoteEngineConfig): TuningAgreement {
  return toAgreement(tallyAgreement(judgements, config));
}

function listChanges(from: QuoteEngineConfig, to: QuoteEngineConfig): TuningChange[] {
  const changes: TuningChange[] = [];
  for (const factor of QUOTE_ENGINE_FACTORS) {
    if (from.weights[factor] !== to.weights[factor]) changes.push({ field: `weights.${factor}`, from: from.weights[factor], to: to.weights[factor] });
  }
  for (const key of ['instantQuote', 'videoQuote', 'siteVisit'] as const) {
    if (from.thresholds[key] !== to.thresholds[key]) changes.push({ field: `thresholds.${key}`, from: from.thresholds[key], to: to.thresholds[key] });
  }
  return changes;
}

/**
 * The weights and thresholds that agree best with the staff's judgements, weighted by their
 * confidence, compared with the current configuration. Deterministic: the same judgements
 * and configuration always give the same suggestion. With fewer than MIN_TUNING_JUDGEMENTS it
 * says how many more it needs instead.
 */
export function suggestQuoteEngineTuning(judgements: readonly TuningJudgement[], current: QuoteEngineConfig): TuningSuggestion {
  if (judgements.length < MIN_TUNING_JUDGEMENTS) {
    return { status: 'needs_more_judgements', judgementCount: judgements.length, minimumJudgements: MIN_TUNING_JUDGEMENTS };
  }
  // A referral or a very large job is a site visit whatever the weights: it agrees or not on its own.
  let forcedAgreement = 0;
  const prepared: Prepared[] = [];
  for (const judgement of judgements) {
    const facts = toQuoteRoutingFacts(judgement.input, current);
    const weight = toConfidenceWeight(judgement.humanConfidence);
    if (facts.forcedSiteVisit) {
      if (judgement.humanRecommendation === 'site_visit') forcedAgreement += weight;
    } else {
      prepared.push({ facts, human: judgement.humanRecommendation, weight });
    }
  }

  const snapped = snapToGrid(current);
  const score = createWeightScorer(prepared, forcedAgreement, snapped);
  let best: Scored | null = null;
  for (const start of startingPoints(snapped)) {
    const found = climb(start, score);
    if (found && (!best || isBetter(found, best))) best = found;
  }

  const currentTally = tallyAgreement(judgements, current);
  const candidate = best ? toConfig(best, current) : current;
  const candidateTally = best ? tallyAgreement(judgements, candidate) : currentTally;
  // The current configuration may sit off the grid and already do as well: then nothing changes.
  const isImprovement = candidateTally.agreeingWeight > currentTally.agreeingWeight;
  const config = isImprovement ? candidate : current;
  return {
    status: 'ready',
    judgementCount: judgements.length,
    current: toAgreement(currentTally),
    suggested: toAgreement(isImprovement ? candidateTally : currentTally),
    config,
    changes: isImprovement ? listChanges(current, config) : [],
  };
}
