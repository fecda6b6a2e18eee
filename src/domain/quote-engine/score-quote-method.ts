import { toHoursLabel } from '../display/to-hours-label';
import { REFERRAL_FLAG_CODES } from '../job-analysis/job-task';
import type { FlagCode } from '../job-analysis/job-task';
import { getCustomerTypeValue, QUOTE_ENGINE_FACTORS } from './quote-engine-config';
import type {
  CustomerType,
  JobScope,
  QuoteAction,
  QuoteEngineConfig,
  QuoteEngineFactor,
  QuoteEngineUrgency,
} from './quote-engine-config';

// How the score becomes a recommendation is explained with a worked example in
// docs/quote-engine-scoring.md; keep the two in step.

/** More than two working days of work is planned on site, whatever the score. */
export const LARGE_JOB_HOURS = 16;
/** A job this small is not worth a trip to quote: a video call does it, below the siteVisit threshold. */
export const SMALL_JOB_HOURS = 2;
/** From this visual need up, an instant quote from words alone would be a guess. */
export const NEEDS_SEEING_LEVEL = 0.7;
/** A factor given as NaN (a broken input) counts as the middle of the scale, not as 0. */
export const UNKNOWN_FACTOR_VALUE = 0.5;

export type QuoteEngineInput = {
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
  /** 0 (trivial) to 1 (very complex). */
  complexityScore: number;
  /** 0 to 1, or true/false: how much the job has to be seen to be priced. */
  needsVisualAssessment: number | boolean;
  /**
   * The analysis flags; referral flags, out_of_scope and large_job push towards a site visit
   * (out_of_scope so that no instant or video price is ever offered for work we do not do).
   */
  flags?: readonly FlagCode[];
  totalEstimatedHours?: number | null;
  /** Plain-English detail for the reasoning, for example 'two complex tasks'. */
  notes?: { complexity?: string; visualAid?: string };
};

export const QUOTE_OVERRIDE_CODES = ['specialist_referral', 'out_of_scope', 'large_job', 'small_job', 'needs_seeing'] as const;
export type QuoteOverrideCode = (typeof QUOTE_OVERRIDE_CODES)[number];

export type QuoteOverride = {
  code: QuoteOverrideCode;
  from: QuoteAction;
  to: QuoteAction;
  reason: string;
};

export type FactorContribution = {
  factor: QuoteEngineFactor;
  weight: number;
  value: number;
  /** weight × value ÷ the sum of the weights. */
  contribution: number;
  detail: string;
};

export type QuoteMethodResult = {
  action: QuoteAction;
  /** What the score alone recommends, before any override. */
  scoredAction: QuoteAction;
  /** 0 to 1, four decimals. */
  combinedScore: number;
  override: QuoteOverride | null;
  factors: FactorContribution[];
  /** One plain-English line per factor, then the threshold decision, then the override if any. */
  reasoning: string[];
};

const FACTOR_LABELS: Record<QuoteEngineFactor, string> = {
  customerType: 'Customer type',
  jobScope: 'Job scope',
  urgency: 'Urgency',
  complexity: 'Complexity',
  visualAid: 'Visual assessment',
};

const ACTION_LABELS: Record<QuoteAction, string> = {
  instant_quote: 'instant quote',
  video_quote: 'video quote',
  site_visit: 'site visit',
};

const CUSTOMER_TYPE_DETAILS: Record<CustomerType, string> = {
  residential: 'residential customer',
  commercial: 'commercial customer',
  property_manager: 'property manager',
};

const REFERRAL_REASONS: Record<(typeof REFERRAL_FLAG_CODES)[number], string> = {
  gas_safe_engineer_required: 'a Gas Safe registered engineer is required',
  registered_electrician_required: 'a registered electrician is required',
  roofing_specialist_required: 'a roofing specialist is required',
  structural_engineer_required: 'a structural engineer is required',
  asbestos_surveyor_required: 'an asbestos surveyor is required',
  building_contractor_required: 'a building contractor managing several trades and building control is required',
};

/** Four decimals keep 0.1 + 0.2-style noise from deciding a threshold. */
function roundScore(value: number): number {
  return Math.round(value * 10_000) / 10_000 + 0;
}

/** 0.21 → '0.21', 0.075 → '0.075', 0.2 → '0.20': two decimals, a third only when it matters. */
export function formatScore(value: number): string {
  const text = (Math.round(value * 1000) / 1000).toFixed(3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

function toFactorValue(value: number | boolean): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Number.isNaN(value)) return UNKNOWN_FACTOR_VALUE;
  return Math.min(1, Math.max(0, value));
}

function describeComplexity(value: number): string {
  if (value < 0.34) return 'simple work';
  if (value < 0.67) return 'moderate work';
  return 'complex work';
}

function describeVisualNeed(value: number): string {
  if (value >= NEEDS_SEEING_LEVEL) return 'the work needs seeing';
  if (value >= 0.4) return 'the work may need seeing';
  return 'the description is enough to price it';
}

function scoreFactors(input: QuoteEngineInput, config: QuoteEngineConfig): FactorContribution[] {
  const complexity = toFactorValue(input.complexityScore);
  const visualAid = toFactorValue(input.needsVisualAssessment);
  const raw: Record<QuoteEngineFactor, { value: number; detail: string }> = {
    customerType: {
      value: getCustomerTypeValue(config, input.customerType),
      detail: CUSTOMER_TYPE_DETAILS[input.customerType],
    },
    jobScope: {
      value: config.jobScopeValues[input.jobScope],
      detail: input.jobScope === 'multiple' ? 'multiple jobs' : 'a single task',
    },
    urgency: {
      value: config.urgencyValues[input.urgency],
      detail: input.urgency === 'normal' ? 'normal urgency' : input.urgency,
    },
    complexity: { value: complexity, detail: input.notes?.complexity ?? describeComplexity(complexity) },
    visualAid: { value: visualAid, detail: input.notes?.visualAid ?? describeVisualNeed(visualAid) },
  };
  const weightTotal = QUOTE_ENGINE_FACTORS.reduce((sum, factor) => sum + Math.max(0, config.weights[factor]), 0);
  return QUOTE_ENGINE_FACTORS.map((factor) => {
    const weight = Math.max(0, config.weights[factor]);
    const { value, detail } = raw[factor];
    // All weights 0 (refused on save, but a stored config might hold it): every factor adds 0, not NaN.
    const contribution = weightTotal > 0 ? (weight * value) / weightTotal : 0;
    return { factor, weight, value, contribution, detail };
  });
}

function actionForScore(score: number, config: QuoteEngineConfig): QuoteAction {
  if (score < config.thresholds.instantQuote) return 'instant_quote';
  if (score < config.thresholds.videoQuote) return 'video_quote';
  return 'site_visit';
}

function explainThreshold(score: number, action: QuoteAction, config: QuoteEngineConfig): string {
  const { instantQuote, videoQuote, siteVisit } = config.thresholds;
  const scoreText = `Combined score ${formatScore(score)}`;
  if (action === 'instant_quote') return `${scoreText} is below the instant-quote threshold ${formatScore(instantQuote)}: instant quote.`;
  if (action === 'video_quote') {
    return `${scoreText} is from the instant-quote threshold ${formatScore(instantQuote)} up to the video-quote threshold ${formatScore(videoQuote)}: video quote.`;
  }
  if (score >= siteVisit) {
    return `${scoreText} is at or above the site-visit threshold ${formatScore(siteVisit)}: a site visit whatever else applies.`;
  }
  return `${scoreText} is at or above the video-quote threshold ${formatScore(videoQuote)}: site visit.`;
}

function readHours(hours: number | null | undefined): number | undefined {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 ? hours : undefined;
}

type OverrideDecision = { code: QuoteOverrideCode; to: QuoteAction; reason: string };

/**
 * The overrides, first match wins. Two push up to a site visit (a specialist referral, a very
 * large job); two soften the score's answer (a small job is not worth a trip; work that needs
 * seeing is not priced blind). At or above the siteVisit threshold nothing softens the visit.
 */
function findOverride(
  input: QuoteEngineInput,
  scoredAction: QuoteAction,
  score: number,
  visualNeed: number,
  config: QuoteEngineConfig,
): OverrideDecision | null {
  const flags = input.flags ?? [];
  const referral = REFERRAL_FLAG_CODES.find((code) => flags.includes(code));
  if (referral) {
    return {
      code: 'specialist_referral',
      to: 'site_visit',
      reason: `${REFERRAL_REASONS[referral]}, so we visit to see the work and arrange the right trade before anyone quotes.`,
    };
  }
  // docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md: work that is not ours is
  // never given an instant or video price; the strongest route stands in for "no quote".
  if (flags.includes('out_of_scope')) {
    return {
      code: 'out_of_scope',
      to: 'site_visit',
      reason: 'the request is not handyman work, so no instant or video price is offered; staff only call back to explain or point to the right kind of firm.',
    };
  }
  const hours = readHours(input.totalEstimatedHours);
  if ((hours !== undefined && hours > LARGE_JOB_HOURS) || flags.includes('large_job')) {
    const size = hours !== undefined && hours > LARGE_JOB_HOURS ? `about ${toHoursLabel(hours)} of work` : 'a large job';
    return { code: 'large_job', to: 'site_visit', reason: `${size}, more than two working days, so a site visit to measure up and plan.` };
  }
  if (scoredAction === 'site_visit' && score < config.thresholds.siteVisit && hours !== undefined && hours <= SMALL_JOB_HOURS) {
    return {
      code: 'small_job',
      to: 'video_quote',
      reason: `only about ${toHoursLabel(hours)} of work and a score below the site-visit threshold ${formatScore(config.thresholds.siteVisit)}, so a video quote is quicker for the customer than a visit.`,
    };
  }
  if (scoredAction === 'instant_quote' && visualNeed >= NEEDS_SEEING_LEVEL) {
    return {
      code: 'needs_seeing',
      to: 'video_quote',
      reason: `the work needs seeing before it can be priced (visual need ${formatScore(visualNeed)}), so a video quote rather than an instant one.`,
    };
  }
  return null;
}

/**
 * Recommends how to quote a job with the config's weights and thresholds
 * (docs/product/quote-engine.md#recommendation, docs/quote-engine-scoring.md): the combined score is the
 * weighted mean of the five factors, Σ weight × value ÷ Σ weights, mapped through the thresholds:
 * below instantQuote → instant_quote; below videoQuote → video_quote; otherwise site_visit.
 * Then the overrides above may change the answer, and the reasoning says so.
 */
export function scoreQuoteMethod(input: QuoteEngineInput, config: QuoteEngineConfig): QuoteMethodResult {
  const factors = scoreFactors(input, config);
  const combinedScore = roundScore(factors.reduce((sum, factor) => sum + factor.contribution, 0));
  const scoredAction = actionForScore(combinedScore, config);
  const visualNeed = factors.find((factor) => factor.factor === 'visualAid')?.value ?? 0;
  const decision = findOverride(input, scoredAction, combinedScore, visualNeed, config);
  const override: QuoteOverride | null =
    decision && decision.to !== scoredAction ? { ...decision, from: scoredAction } : null;

  const weightTotal = factors.reduce((sum, factor) => sum + factor.weight, 0);
  const reasoning = factors.map(
    (factor) =>
      `${FACTOR_LABELS[factor.factor]} (weight ${formatScore(factor.weight)} × ${formatScore(factor.value)}) adds ${formatScore(factor.contribution)} — ${factor.detail}`,
  );
  if (weightTotal === 0) reasoning.push('Every weight is 0, so the combined score is 0.');
  else if (Math.abs(weightTotal - 1) > 1e-9) {
    reasoning.push(`The weights add up to ${formatScore(weightTotal)}, so each product is divided by ${formatScore(weightTotal)}.`);
  }
  reasoning.push(explainThreshold(combinedScore, scoredAction, config));
  if (override) reasoning.push(`Override to ${ACTION_LABELS[override.to]}: ${override.reason}`);

  return { action: override?.to ?? scoredAction, scoredAction, combinedScore, override, factors, reasoning };
}
