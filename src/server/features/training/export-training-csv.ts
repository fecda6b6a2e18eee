import { and, sql } from 'drizzle-orm';
import { toCsvLine } from '#domain/leads/escape-csv-cell';
import type { TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';
import { TRAINING_CSV_HEADER, toTrainingRecordCsvCells } from '#domain/quote-engine/to-training-record-csv-cells';
import type { Database } from '#server/db/client';
import { trainingRecords } from '#server/db/schema';
import { selectJudgements } from './internal/judgement-rows';
import { toTrainingFilterCondition } from './internal/training-filter';

/** Rows read per query, so a long history exports without one huge result held twice. */
const EXPORT_BATCH_SIZE = 2_000;
/** Excel reads a UTF-8 file as Windows-1252 unless it starts with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * Every judgement the filter shows, newest first, as a CSV that is safe to open in a
 * spreadsheet (docs/product/ai-training.md#export). Read in batches after the last
 * (createdAt, id) seen.
 */
export async function exportTrainingCsv(
  deps: { db: Database; now: () => Date },
  query: { filter: TrainingScenarioFilter },
): Promise<{ filename: string; csv: string }> {
  const now = deps.now();
  const parts: string[] = [UTF8_BOM, toCsvLine(TRAINING_CSV_HEADER)];
  const condition = toTrainingFilterCondition(query.filter, now);
  let after: { cursorAt: string; id: string } | undefined;
  for (;;) {
    const rows = await selectJudgements(
      deps.db,
      and(condition, after ? sql`(${trainingRecords.createdAt}, ${trainingRecords.id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined),
    ).limit(EXPORT_BATCH_SIZE);
    for (const row of rows) {
      parts.push(
        toCsvLine(
          toTrainingRecordCsvCells({
            ...row,
            createdAt: row.createdAt.toISOString(),
            judgedBy: row.staffName,
            confidence: row.humanConfidence,
          }),
        ),
      );
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) break;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
  return { filename: `training-data-${now.toISOString().slice(0, 10)}.csv`, csv: parts.join('') };
}
