import type { CustomerType, JobScope, QuoteAction, QuoteEngineUrgency } from './quote-engine-config';

/**
 * How hard a training scenario's job is; the built-in scenarios' difficulty
 * (docs/product/ai-training.md#built-in-scenarios).
 */
export const TRAINING_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TrainingDifficulty = (typeof TRAINING_DIFFICULTIES)[number];

/**
 * Where a game scenario comes from: a stored (built-in) scenario, judged by the game's rules,
 * or a real lead, judged by the quote engine (docs/product/ai-training.md#round).
 */
export const TRAINING_SCENARIO_SOURCES = ['built_in', 'lead'] as const;
export type TrainingScenarioSource = (typeof TRAINING_SCENARIO_SOURCES)[number];

export type TrainingScenarioFacts = {
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
  complexity: TrainingDifficulty;
};

export type TrainingRecommendation = {
  recommendation: QuoteAction;
  /** The complexity the game reports alongside its answer. */
  complexityScore: number;
  reasoning: string;
};

/**
 * The training game's own rules (docs/product/ai-training.md#game-rules), first match wins:
 * 1. commercial emergency → site_visit (0.9);
 * 2. easy single-scope job → instant_quote (0.2);
 * 3. multiple scope or medium difficulty → video_quote (0.6);
 * 4. otherwise → video_quote (0.5).
 * The original lists the easy rule first; the commercial emergency is checked first here so an
 * emergency at a shop or office always gets someone on site, however simple it sounds.
 */
export function recommendForTrainingScenario(facts: TrainingScenarioFacts): TrainingRecommendation {
  if (facts.customerType === 'commercial' && facts.urgency === 'emergency') {
    return {
      recommendation: 'site_visit',
      complexityScore: 0.9,
      reasoning: 'A commercial emergency: someone should be on site to make it safe and price the repair.',
    };
  }
  if (facts.complexity === 'easy' && facts.jobScope === 'single') {
    return {
      recommendation: 'instant_quote',
      complexityScore: 0.2,
      reasoning: 'One straightforward task that can be priced from the description alone.',
    };
  }
  if (facts.jobScope === 'multiple' || facts.complexity === 'medium') {
    return {
      recommendation: 'video_quote',
      complexityScore: 0.6,
      reasoning: 'Several jobs or a moderately tricky one: a short video shows enough to price it accurately.',
    };
  }
  return {
    recommendation: 'video_quote',
    complexityScore: 0.5,
    reasoning: 'A video call is the quickest way to see the job and give a firm price.',
  };
}
