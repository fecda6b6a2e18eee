import { describe, expect, it } from 'vitest';
import { toCsvLine } from '../leads/escape-csv-cell';
import { TRAINING_CSV_HEADER, toTrainingRecordCsvCells } from './to-training-record-csv-cells';

const RECORD = {
  createdAt: '2026-11-21T10:00:00.000Z',
  judgedBy: 'Sam Patel',
  jobDescription: '=HYPERLINK("http://x") fix the tap, please',
  customerType: 'residential',
  jobScope: 'single',
  urgency: 'normal',
  aiRecommendation: 'instant_quote',
  aiReasoning: 'One task',
  humanRecommendation: 'video_quote',
  confidence: 4,
  humanReasoning: null,
};

describe('toTrainingRecordCsvCells', () => {
  it('gives one cell per column, says whether staff agreed, and stays safe in a spreadsheet', () => {
    const cells = toTrainingRecordCsvCells(RECORD);
    expect(cells).toHaveLength(TRAINING_CSV_HEADER.length);
    expect(cells.at(-1)).toBe('no');
    expect(toTrainingRecordCsvCells({ ...RECORD, humanRecommendation: 'instant_quote' }).at(-1)).toBe('yes');
    expect(toCsvLine(cells)).toContain(`"'=HYPERLINK(""http://x"") fix the tap, please"`);
    expect(toCsvLine(cells)).toContain(',4,,"no"');
  });
});
