import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TrainingScenario } from '#contracts/training.contract';
import { toTrainingDifficulty } from '#domain/quote-engine/training-game-scenario';
import { QUOTE_ACTIONS, type QuoteAction } from '#domain/quote-engine/quote-engine-config';
import type { Database } from '#server/db/client';
import { staffAccounts, trainingRecords, trainingScenarios } from '#server/db/schema';

/** What a row of Training Data reads: the judgement, who made it, and the scenario's own difficulty. */
export const JUDGEMENT_COLUMNS = {
  id: trainingRecords.id,
  jobDescription: trainingRecords.jobDescription,
  customerType: trainingRecords.customerType,
  jobScope: trainingRecords.jobScope,
  urgency: trainingRecords.urgency,
  aiComplexity: trainingRecords.aiComplexity,
  aiRecommendation: trainingRecords.aiRecommendation,
  aiReasoning: trainingRecords.aiReasoning,
  humanRecommendation: trainingRecords.humanRecommendation,
  humanReasoning: trainingRecords.humanReasoning,
  humanConfidence: trainingRecords.humanConfidence,
  scenarioComplexity: trainingScenarios.complexity,
  staffName: staffAccounts.name,
  createdAt: trainingRecords.createdAt,
  /** For paging by (createdAt, id): text keeps the microseconds a JS Date would drop. */
  cursorAt: sql<string>`${trainingRecords.createdAt}::text`,
};

export type JudgementRow = {
  id: string;
  jobDescription: string;
  customerType: string;
  jobScope: string;
  urgency: string;
  aiComplexity: number | null;
  aiRecommendation: string;
  aiReasoning: string | null;
  humanRecommendation: string;
  humanReasoning: string | null;
  humanConfidence: number;
  scenarioComplexity: string | null;
  staffName: string | null;
  createdAt: Date;
  cursorAt: string;
};

/** Newest first; created_at then id, so two judgements in the same instant keep one order. */
export function selectJudgements(db: Database, condition: SQL | undefined) {
  return db
    .select(JUDGEMENT_COLUMNS)
    .from(trainingRecords)
    .leftJoin(staffAccounts, eq(staffAccounts.id, trainingRecords.staffId))
    .leftJoin(trainingScenarios, eq(trainingScenarios.id, trainingRecords.scenarioId))
    .where(condition)
    .orderBy(desc(trainingRecords.createdAt), desc(trainingRecords.id));
}

function toAction(value: string): QuoteAction | undefined {
  return QUOTE_ACTIONS.find((action) => action === value);
}

/** A row as the list shows it; null for a row holding a method the product does not know. */
export function toTrainingScenarioDto(row: JudgementRow): TrainingScenario | null {
  const aiRecommendation = toAction(row.aiRecommendation);
  const humanRecommendation = toAction(row.humanRecommendation);
  if (!aiRecommendation || !humanRecommendation) return null;
  return {
    id: row.id,
    jobDescription: row.jobDescription,
    aiRecommendation,
    aiReasoning: row.aiReasoning ?? '',
    humanRecommendation,
    humanReasoning: row.humanReasoning,
    confidence: row.humanConfidence,
    customerType: row.customerType,
    jobScope: row.jobScope,
    urgency: row.urgency,
    complexity: row.scenarioComplexity ?? (row.aiComplexity === null ? 'unknown' : toTrainingDifficulty(row.aiComplexity)),
    judgedBy: row.staffName,
    createdAt: row.createdAt.toISOString(),
  };
}
