import type { CsvCell } from '../leads/escape-csv-cell';
import { isTrainingAgreement } from './calculate-training-stats';

/** The columns of the Training Data export (docs/product/ai-training.md#export), in order. */
export const TRAINING_CSV_HEADER = [
  'Judged at (UTC)',
  'Judged by',
  'Job description',
  'Customer type',
  'Job scope',
  'Urgency',
  'AI recommendation',
  'AI reasoning',
  'Staff recommendation',
  'Confidence (1-5)',
  'Staff reasoning',
  'Agreed',
] as const;

export type TrainingRecordCsvFacts = {
  createdAt: string;
  judgedBy: string | null;
  jobDescription: string;
  customerType: string;
  jobScope: string;
  urgency: string;
  aiRecommendation: string;
  aiReasoning: string | null;
  humanRecommendation: string;
  confidence: number;
  humanReasoning: string | null;
};

/** One judgement as a row of the export; escaping for spreadsheets is escapeCsvCell's job. */
export function toTrainingRecordCsvCells(record: TrainingRecordCsvFacts): CsvCell[] {
  return [
    record.createdAt,
    record.judgedBy,
    record.jobDescription,
    record.customerType,
    record.jobScope,
    record.urgency,
    record.aiRecommendation,
    record.aiReasoning,
    record.humanRecommendation,
    record.confidence,
    record.humanReasoning,
    isTrainingAgreement(record) ? 'yes' : 'no',
  ];
}
