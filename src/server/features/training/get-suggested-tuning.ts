import { desc, sql } from 'drizzle-orm';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ACTIONS, QUOTE_ENGINE_URGENCIES, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
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
 * The last suggestion and what it was worked out from. The search takes up to about half a
 * second at 5,000 judgements, on the request's thread; two screens ask for it, so it is worked
 * out again only when a judgement or the saved configuration has changed.
 */
export type SuggestedTuningCache = { key: string | null; suggestion: TuningSuggestion | null };

export function createSuggestedTuningCache(): SuggestedTuningCache {
  return { key: null, suggestion: null };
}

/**
 * The suggested tuning from the recorded judgements against the saved configuration
 * (docs/product/ai-training.md#suggested-tuning). Each judged job is read as the engine read it
 * when it was recorded; a row without that reading is analysed again.
 */
export async function getSuggestedTuning(deps: { db: Database; tuningCache?: SuggestedTuningCache }): Promise<TuningSuggestion> {
  const [[latest], saved] = await Promise.all([
    deps.db
      .select({ count: sql<number>`count(*)::int`, newest: sql<string | null>`max(${trainingRecords.createdAt})::text` })
      .from(trainingRecords),
    getQuoteEngineConfig(deps),
  ]);
  const key = `${latest?.count ?? 0}|${latest?.newest ?? ''}|${saved.updatedAt.toISOString()}|${JSON.stringify(saved.config)}`;
  const cache = deps.tuningCache;
  if (cache?.suggestion && cache.key === key) return cache.suggestion;
  const suggestion = await suggestFromJudgements(deps.db, saved.config);
  if (cache) {
    cache.key = key;
    cache.suggestion = suggestion;
  }
  return suggestion;
}

async function suggestFromJudgements(db: Database, config: QuoteEngineConfig): Promise<TuningSuggestion> {
  const rows = await db
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
      .limit(MAX_TUNING_JUDGEMENTS);
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
