import { sql } from 'drizzle-orm';
import { type TrainingStats, toTrainingStats } from '#domain/quote-engine/calculate-training-stats';
import type { Database } from '#server/db/client';
import { trainingRecords } from '#server/db/schema';

/** The stat cards over every judgement, counted in the database (docs/product/ai-training.md#training-data-dashboard). */
export async function getTrainingStats(deps: { db: Database }): Promise<TrainingStats> {
  const [counts] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      agreements: sql<number>`(count(*) filter (where ${trainingRecords.humanRecommendation} = ${trainingRecords.aiRecommendation}))::int`,
    })
    .from(trainingRecords);
  return toTrainingStats(counts?.total ?? 0, counts?.agreements ?? 0);
}
