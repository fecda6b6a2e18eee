import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parseStoredEngineInput } from '#contracts/training.contract';
import { parsedJsonb } from './parsed-jsonb';
import { staffAccounts } from './staff';

export const trainingScenarios = pgTable(
  'training_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set for the five built-in scenarios so the seed inserts each exactly once. */
    builtInKey: text('built_in_key').unique(),
    jobDescription: text('job_description').notNull(),
    customerType: text('customer_type').notNull(),
    jobScope: text('job_scope').notNull(),
    urgency: text('urgency').notNull(),
    complexity: text('complexity').notNull(),
    aiRecommendation: text('ai_recommendation').notNull(),
    aiReasoning: text('ai_reasoning').notNull(),
    humanRecommendation: text('human_recommendation'),
    humanReasoning: text('human_reasoning'),
    confidence: integer('confidence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_scenarios_created_idx').on(t.createdAt)],
);

export const trainingRecords = pgTable(
  'training_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scenarioId: uuid('scenario_id').references(() => trainingScenarios.id, { onDelete: 'set null' }),
    jobDescription: text('job_description').notNull(),
    customerType: text('customer_type').notNull(),
    jobScope: text('job_scope').notNull(),
    urgency: text('urgency').notNull(),
    aiComplexity: real('ai_complexity'),
    aiNeedsVisual: real('ai_needs_visual'),
    aiRecommendation: text('ai_recommendation').notNull(),
    aiScore: real('ai_score'),
    aiReasoning: text('ai_reasoning'),
    humanRecommendation: text('human_recommendation').notNull(),
    humanReasoning: text('human_reasoning'),
    humanConfidence: integer('human_confidence').notNull(),
    humanFeedback: text('human_feedback'),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /**
     * The quote engine's own reading of the judged job when it was recorded, for the suggested
     * tuning (docs/product/ai-training.md#suggested-tuning); null reads as "analyse it again".
     */
    engineInput: parsedJsonb('engine_input', parseStoredEngineInput),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_records_created_idx').on(t.createdAt)],
);
