import { analyseJob } from '../job-analysis/analyse-job';
import { redactPersonalDetails } from '../leads/redact-personal-details';
import type { KnownPersonalDetails } from '../leads/redact-personal-details';
import { toLeadQuoteEngineInput } from './lead-quote-engine-input';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ACTIONS, QUOTE_ENGINE_URGENCIES } from './quote-engine-config';
import type { CustomerType, JobScope, QuoteAction, QuoteEngineConfig, QuoteEngineUrgency } from './quote-engine-config';
import { recommendForTrainingScenario, TRAINING_DIFFICULTIES } from './recommend-for-training-scenario';
import type { TrainingDifficulty, TrainingScenarioSource } from './recommend-for-training-scenario';
import { scoreQuoteMethod } from './score-quote-method';

// The AI Training Game's scenarios (docs/product/ai-training.md#round): the built-in ones,
// judged against the game's own rules, and jobs from real leads, judged against the quote
// engine with the saved configuration, their text cleaned of personal details first.

export type TrainingGameScenario = {
  /** Unique in the game: the training scenario's id, or the lead's. */
  id: string;
  source: TrainingScenarioSource;
  /** The stored training scenario a judgement refers to; null for a job drawn from a lead. */
  scenarioId: string | null;
  jobDescription: string;
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
  complexity: TrainingDifficulty;
  aiRecommendation: QuoteAction;
  aiReasoning: string;
  /** 0–1: the game rules' complexity, or the engine's complexity score. */
  aiComplexity: number;
  /** 0–1, the engine's visual need; null for a built-in scenario (the game rules do not judge it). */
  aiNeedsVisual: number | null;
  /** The engine's combined score; null for a built-in scenario. */
  aiScore: number | null;
};

/** The complexity bands the engine's reasoning uses: below 0.34 simple, below 0.67 moderate. */
export function toTrainingDifficulty(complexityScore: number): TrainingDifficulty {
  if (complexityScore < 0.34) return 'easy';
  if (complexityScore < 0.67) return 'medium';
  return 'hard';
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

export type StoredTrainingScenario = {
  id: string;
  jobDescription: string;
  customerType: string;
  jobScope: string;
  urgency: string;
  complexity: string;
  aiRecommendation: string;
  aiReasoning: string;
};

/**
 * A stored scenario as the game plays it. Its recommendation is the game's own rule
 * (recommendForTrainingScenario); the stored reasoning is kept when it explains that same
 * method. A row whose words the game does not know is left out (null).
 */
export function toStoredTrainingGameScenario(row: StoredTrainingScenario): TrainingGameScenario | null {
  const { customerType, jobScope, urgency, complexity } = row;
  if (!isOneOf(CUSTOMER_TYPES, customerType) || !isOneOf(JOB_SCOPES, jobScope)) return null;
  if (!isOneOf(QUOTE_ENGINE_URGENCIES, urgency) || !isOneOf(TRAINING_DIFFICULTIES, complexity)) return null;
  const rule = recommendForTrainingScenario({ customerType, jobScope, urgency, complexity });
  const storedMatches = isOneOf(QUOTE_ACTIONS, row.aiRecommendation) && row.aiRecommendation === rule.recommendation;
  return {
    id: row.id,
    source: 'built_in',
    scenarioId: row.id,
    jobDescription: row.jobDescription,
    customerType,
    jobScope,
    urgency,
    complexity,
    aiRecommendation: rule.recommendation,
    aiReasoning: storedMatches && row.aiReasoning.trim() ? row.aiReasoning : rule.reasoning,
    aiComplexity: rule.complexityScore,
    aiNeedsVisual: null,
    aiScore: null,
  };
}

export type LeadForTraining = KnownPersonalDetails & {
  id: string;
  jobDescription: string;
  customerType: string | null;
  urgency: string | null;
};

/**
 * A real lead as a scenario: the description with the customer's personal details replaced
 * (redactPersonalDetails), analysed and recommended by the quote engine with `config`, exactly
 * as the customer flow would. Nothing else of the lead is carried over. Null when the cleaned
 * text names no job the engine can read, which would make a poor scenario.
 */
export function toLeadTrainingGameScenario(lead: LeadForTraining, config: QuoteEngineConfig): TrainingGameScenario | null {
  const jobDescription = redactPersonalDetails(lead.jobDescription, lead).trim();
  if (!jobDescription) return null;
  const analysis = analyseJob(jobDescription);
  if (analysis.tasks.length === 0) return null;
  const input = toLeadQuoteEngineInput({ analysis, customerType: lead.customerType, urgency: lead.urgency, jobDescription });
  const result = scoreQuoteMethod(input, config);
  const visualNeed = typeof input.needsVisualAssessment === 'number' ? input.needsVisualAssessment : input.needsVisualAssessment ? 1 : 0;
  return {
    id: lead.id,
    source: 'lead',
    scenarioId: null,
    jobDescription,
    customerType: input.customerType,
    jobScope: input.jobScope,
    urgency: input.urgency,
    complexity: toTrainingDifficulty(input.complexityScore),
    aiRecommendation: result.action,
    aiReasoning: result.reasoning.join('\n'),
    aiComplexity: input.complexityScore,
    aiNeedsVisual: visualNeed,
    aiScore: result.combinedScore,
  };
}

/** Two job texts are the same scenario when they differ only in case, spacing or punctuation. */
function toJobTextKey(jobDescription: string): string {
  return jobDescription
    .toLocaleLowerCase('en-GB')
    .replace(/[^\p{L}\p{N}[\]]+/gu, ' ')
    .trim();
}

/**
 * One scenario per job text, the first kept: several leads often say the same thing (a repeat
 * customer, a form sent twice), and staff shown the same words twice in a row would rightly
 * think the game had repeated itself (docs/product/ai-training.md#round).
 */
export function withDistinctJobTexts<Scenario extends { jobDescription: string }>(scenarios: readonly Scenario[]): Scenario[] {
  const seen = new Set<string>();
  return scenarios.filter((scenario) => {
    const key = toJobTextKey(scenario.jobDescription);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
