import { z } from 'zod';
import { TRAINING_SCENARIO_FILTERS } from '../domain/quote-engine/filter-training-scenarios';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ACTIONS, QUOTE_ENGINE_URGENCIES } from '../domain/quote-engine/quote-engine-config';
import { JobDescriptionSchema } from './analysis.contract';
import { defineEndpoint } from './endpoint';

/**
 * The AI training game and its dashboard (docs/product/ai-training.md#entities). Contracts
 * written with the foundation; the routes are registered when the screens are built
 * (docs/product/ai-training.md#status).
 */
export const TrainingRecordBodySchema = z.object({
  scenarioId: z.uuid().optional(),
  jobDescription: JobDescriptionSchema,
  customerType: z.enum(CUSTOMER_TYPES),
  jobScope: z.enum(JOB_SCOPES),
  urgency: z.enum(QUOTE_ENGINE_URGENCIES),
  aiComplexity: z.number().min(0).max(1).nullish(),
  aiNeedsVisual: z.number().min(0).max(1).nullish(),
  aiRecommendation: z.enum(QUOTE_ACTIONS),
  aiScore: z.number().min(0).max(1).nullish(),
  aiReasoning: z.string().max(2000).nullish(),
  humanRecommendation: z.enum(QUOTE_ACTIONS),
  humanReasoning: z.string().trim().max(2000).nullish(),
  humanConfidence: z.number().int().min(1).max(5),
  humanFeedback: z.string().trim().max(2000).nullish(),
});

export const recordTraining = defineEndpoint({
  method: 'POST',
  path: '/api/training/record',
  body: TrainingRecordBodySchema,
  responses: { 201: z.object({ id: z.uuid(), agreed: z.boolean() }) },
});

export const TrainingStatsSchema = z.object({
  totalEvaluations: z.number().int().nonnegative(),
  agreements: z.number().int().nonnegative(),
  disagreements: z.number().int().nonnegative(),
  /** Percent with one decimal; 0 when there are no evaluations. */
  agreementRate: z.number().min(0).max(100),
});

export const getTrainingStats = defineEndpoint({
  method: 'GET',
  path: '/api/training/stats',
  responses: { 200: TrainingStatsSchema },
});

export const TrainingScenarioSchema = z.object({
  id: z.uuid(),
  jobDescription: z.string(),
  aiRecommendation: z.enum(QUOTE_ACTIONS),
  aiReasoning: z.string(),
  humanRecommendation: z.enum(QUOTE_ACTIONS).nullable(),
  humanReasoning: z.string().nullable(),
  confidence: z.number().int().nullable(),
  customerType: z.string(),
  urgency: z.string(),
  complexity: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const listTrainingScenarios = defineEndpoint({
  method: 'GET',
  path: '/api/training/scenarios',
  query: z.object({ filter: z.enum(TRAINING_SCENARIO_FILTERS).default('all') }),
  responses: { 200: z.array(TrainingScenarioSchema) },
});
