import { z } from 'zod';
import { TRAINING_SCENARIO_FILTERS } from '../domain/quote-engine/filter-training-scenarios';
import { FLAG_CODES } from '../domain/job-analysis/job-task';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ACTIONS, QUOTE_ENGINE_URGENCIES } from '../domain/quote-engine/quote-engine-config';
import { TRAINING_DIFFICULTIES, TRAINING_SCENARIO_SOURCES } from '../domain/quote-engine/recommend-for-training-scenario';
import { JobDescriptionSchema } from './analysis.contract';
import { defineEndpoint } from './endpoint';
import { QuoteEngineConfigSchema } from './quote-engine.contract';

/**
 * The AI training game, its dashboard and the suggested tuning (docs/product/ai-training.md#entities).
 * Every endpoint is staff only.
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

export type TrainingRecordBody = z.infer<typeof TrainingRecordBodySchema>;

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

/**
 * One row of the Training Data list: a judgement, with the scenario it judged
 * (docs/product/ai-training.md#training-data-dashboard). `id` is the judgement's.
 */
export const TrainingScenarioSchema = z.object({
  id: z.uuid(),
  jobDescription: z.string(),
  aiRecommendation: z.enum(QUOTE_ACTIONS),
  aiReasoning: z.string(),
  humanRecommendation: z.enum(QUOTE_ACTIONS).nullable(),
  humanReasoning: z.string().nullable(),
  confidence: z.number().int().nullable(),
  customerType: z.string(),
  jobScope: z.string(),
  urgency: z.string(),
  complexity: z.string(),
  /** The staff member's name; null once their account is removed. */
  judgedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TrainingScenario = z.infer<typeof TrainingScenarioSchema>;

/** The list shows the newest judgements; the export has every one. */
export const TRAINING_LIST_LIMIT = 200;

export const TrainingScenarioQuerySchema = z.object({ filter: z.enum(TRAINING_SCENARIO_FILTERS).default('all') });

export const listTrainingScenarios = defineEndpoint({
  method: 'GET',
  path: '/api/training/scenarios',
  query: TrainingScenarioQuerySchema,
  responses: { 200: z.array(TrainingScenarioSchema) },
});

export const exportTrainingCsv = defineEndpoint({
  method: 'GET',
  path: '/api/training/export.csv',
  query: TrainingScenarioQuerySchema,
  /** text/csv; charset=utf-8, as an attachment. */
  responses: { 200: z.string() },
});

/** A scenario to play (docs/product/ai-training.md#round). */
export const TrainingGameScenarioSchema = z.object({
  id: z.string().min(1),
  source: z.enum(TRAINING_SCENARIO_SOURCES),
  scenarioId: z.uuid().nullable(),
  jobDescription: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  jobScope: z.enum(JOB_SCOPES),
  urgency: z.enum(QUOTE_ENGINE_URGENCIES),
  complexity: z.enum(TRAINING_DIFFICULTIES),
  aiRecommendation: z.enum(QUOTE_ACTIONS),
  aiReasoning: z.string(),
  aiComplexity: z.number().min(0).max(1),
  aiNeedsVisual: z.number().min(0).max(1).nullable(),
  aiScore: z.number().min(0).max(1).nullable(),
});
export type TrainingGameScenarioDto = z.infer<typeof TrainingGameScenarioSchema>;

export const listTrainingGameScenarios = defineEndpoint({
  method: 'GET',
  path: '/api/training/game-scenarios',
  responses: { 200: z.array(TrainingGameScenarioSchema) },
});

const TuningAgreementSchema = z.object({
  agreementPercent: z.number().min(0).max(100),
  agreeingJudgements: z.number().int().nonnegative(),
});

/** The suggested tuning (docs/product/ai-training.md#suggested-tuning). */
export const SuggestedTuningSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('needs_more_judgements'),
    judgementCount: z.number().int().nonnegative(),
    minimumJudgements: z.number().int().positive(),
  }),
  z.object({
    status: z.literal('ready'),
    judgementCount: z.number().int().nonnegative(),
    current: TuningAgreementSchema,
    suggested: TuningAgreementSchema,
    config: QuoteEngineConfigSchema,
    changes: z.array(z.object({ field: z.string(), from: z.number(), to: z.number() })),
  }),
]);
export type SuggestedTuning = z.infer<typeof SuggestedTuningSchema>;

export const getSuggestedTuning = defineEndpoint({
  method: 'GET',
  path: '/api/training/suggested-tuning',
  responses: { 200: SuggestedTuningSchema },
});

/**
 * What the quote engine read from a judged job when it was recorded (the server's own analysis
 * of the description), kept in training_records.engine_input for the suggested tuning. A value
 * that does not fit reads as null and the job is analysed again.
 */
export const StoredEngineInputSchema = z.object({
  complexityScore: z.number().min(0).max(1),
  needsVisualAssessment: z.number().min(0).max(1),
  flags: z.array(z.enum(FLAG_CODES)),
  totalEstimatedHours: z.number().nonnegative().nullable(),
});
export type StoredEngineInput = z.infer<typeof StoredEngineInputSchema>;

export function parseStoredEngineInput(value: unknown): StoredEngineInput | null {
  const parsed = StoredEngineInputSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
