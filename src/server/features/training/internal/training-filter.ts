import { eq, gte, ne, type SQL } from 'drizzle-orm';
import { RECENT_WINDOW_MS, type TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';
import { trainingRecords } from '#server/db/schema';

/**
 * The Training Data filters in SQL, as filterTrainingScenarios defines them
 * (docs/product/ai-training.md#training-data-dashboard): a judgement agrees when staff chose the
 * AI's method; Recent is the 24 hours up to now. training.routes.test.ts checks the two agree.
 */
export function toTrainingFilterCondition(filter: TrainingScenarioFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'agreements':
      return eq(trainingRecords.humanRecommendation, trainingRecords.aiRecommendation);
    case 'disagreements':
      return ne(trainingRecords.humanRecommendation, trainingRecords.aiRecommendation);
    case 'recent':
      return gte(trainingRecords.createdAt, new Date(now.getTime() - RECENT_WINDOW_MS));
  }
}
