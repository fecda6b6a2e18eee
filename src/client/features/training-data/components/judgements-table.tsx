import { ClipboardList } from 'lucide-react';
import type { TrainingScenario } from '#contracts/training.contract';
import { CUSTOMER_TYPE_LABELS, QUOTE_ENGINE_URGENCY_LABELS, toEngineWordLabel } from '#domain/display/to-quote-engine-labels';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { isTrainingAgreement } from '#domain/quote-engine/calculate-training-stats';
import type { TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';
import { Badge } from '#client/components/ui/badge';
import { EmptyState } from '#client/components/ui/empty-state';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableLoadingRows, TableRow } from '#client/components/ui/table';
import { formatDateTime } from '#client/lib/format';

const COLUMNS = ['When', 'Job description', 'AI', 'Staff', 'Confidence', 'Reasoning', 'Judged by'] as const;

const EMPTY_TEXT: Record<TrainingScenarioFilter, string> = {
  all: 'No judgements yet',
  agreements: 'No agreements yet',
  disagreements: 'No disagreements yet',
  recent: 'No judgements in the last 24 hours',
};

export type JudgementsTableProps = {
  rows: TrainingScenario[] | undefined;
  filter: TrainingScenarioFilter;
  isLoading: boolean;
};

/** The judgements, newest first (docs/product/ai-training.md#training-data-dashboard). */
export function JudgementsTable({ rows, filter, isLoading }: JudgementsTableProps) {
  return (
    <Table label="Judgements" caption="Judgements, newest first" isBusy={isLoading} className="min-w-[56rem]">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? <TableLoadingRows columns={COLUMNS.length} /> : null}
        {rows?.map((row) => (
          <JudgementRow key={row.id} row={row} />
        ))}
        {rows?.length === 0 ? (
          <TableEmptyRow columns={COLUMNS.length}>
            <EmptyState icon={ClipboardList} title={EMPTY_TEXT[filter]} description="Judgements made in the AI Training Game appear here." />
          </TableEmptyRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

function JudgementRow({ row }: { row: TrainingScenario }) {
  const agreed = row.humanRecommendation !== null && isTrainingAgreement({ aiRecommendation: row.aiRecommendation, humanRecommendation: row.humanRecommendation });
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt)}</TableCell>
      <TableCell className="max-w-xs">
        <p className="line-clamp-3">{row.jobDescription}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {toEngineWordLabel(CUSTOMER_TYPE_LABELS, row.customerType)} · {toEngineWordLabel(QUOTE_ENGINE_URGENCY_LABELS, row.urgency)}
        </p>
      </TableCell>
      <TableCell className="whitespace-nowrap">{toQuoteMethodLabel(row.aiRecommendation)}</TableCell>
      <TableCell className="whitespace-nowrap">
        <span className="flex flex-col items-start gap-1">
          {toQuoteMethodLabel(row.humanRecommendation)}
          <Badge variant={agreed ? 'success' : 'warning'}>{agreed ? 'Agrees' : 'Differs'}</Badge>
        </span>
      </TableCell>
      <TableCell className="tabular-nums">{row.confidence === null ? '—' : `${row.confidence} of 5`}</TableCell>
      <TableCell className="max-w-xs">{row.humanReasoning ?? '—'}</TableCell>
      <TableCell>{row.judgedBy ?? 'Former staff'}</TableCell>
    </TableRow>
  );
}
