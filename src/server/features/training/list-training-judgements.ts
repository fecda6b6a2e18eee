import { TRAINING_LIST_LIMIT, type TrainingScenario } from '#contracts/training.contract';
import type { TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';
import type { Database } from '#server/db/client';
import { selectJudgements, toTrainingScenarioDto } from './internal/judgement-rows';
import { toTrainingFilterCondition } from './internal/training-filter';

/** The Training Data list: the newest judgements that pass the filter, applied by the database. */
export async function listTrainingJudgements(
  deps: { db: Database; now: () => Date },
  query: { filter: TrainingScenarioFilter },
): Promise<TrainingScenario[]> {
  const rows = await selectJudgements(deps.db, toTrainingFilterCondition(query.filter, deps.now())).limit(TRAINING_LIST_LIMIT);
  return rows.flatMap((row) => toTrainingScenarioDto(row) ?? []);
}
