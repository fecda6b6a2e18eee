import { desc } from 'drizzle-orm';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ACTIONS, QUOTE_ENGINE_URGENCIES } from '#domain/quote-engine/quote-engine-config';
import { suggestQuoteEngineTuning, type TuningJudgement, type TuningSuggestion } from '#domain/quote-engine/suggest-quote-engine-tuning';
import type { Database } from '#server/db/client';
import { trainingRecords } from '#server/db/schema';
import { getQuoteEngineConfig } from '../quote-engine/get-quote-engine-config';
import { readEngineInput } from './internal/read-engine-input';

/**
 * The newest judgements the suggestion learns from: the benchmark's size, searched in well under
 * its 2 s budget (bench/suggested-tuning.bench.ts); older opinions matter less as the firm changes.
 */
export const MAX_TUNING_JUDGEMENTS = 5_000;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * The suggested tuning from the recorded judgements against the saved configuration
 * (docs/product/ai-training.md#suggested-tuning). Each judged job is read as the engine read it
 * when it was recorded; a row without that reading is analysed again.
 */
export async function getSuggestedTuning(deps: { db: Database }): Promise<TuningSuggestion> {
  const [rows, { config }] = await Promise.all([
    deps.db
      .select({
        jobDescription: trainingRecords.jobDescription,
        customerType: trainingRecords.customerType,
        jobScope: trainingRecords.jobScope,
        urgency: trainingRecords.urgency,
        humanRecommendation: trainingRecords.humanRecommendation,
        humanConfidence: trainingRecords.humanConfidence,
        engineInput: trainingRecords.engineInput,
      })
      .from(trainingRecords)
      .orderBy(desc(trainingRecords.createdAt), desc(trainingRecords.id))
      .limit(MAX_TUNING_JUDGEMENTS),
    getQuoteEngineConfig(deps),
  ]);
  const judgements: TuningJudgement[] = rows.flatMap((row) => {
    const { customerType, jobScope, urgency, humanRecommendation } = row;
    if (!isOneOf(CUSTOMER_TYPES, customerType) || !isOneOf(JOB_SCOPES, jobScope) || !isOneOf(QUOTE_ENGINE_URGENCIES, urgency)) return [];
    if (!isOneOf(QUOTE_ACTIONS, humanRecommendation)) return [];
    const answers = { customerType, jobScope, urgency };
    const engine = row.engineInput ?? readEngineInput(row.jobDescription, answers);
    return [{ input: { ...answers, ...engine }, humanRecommendation, humanConfidence: row.humanConfidence }];
  });
  return suggestQuoteEngineTuning(judgements, config);
}
