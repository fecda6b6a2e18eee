import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SuggestedTuning } from '#contracts/training.contract';
import { toQuoteEngineFieldLabel } from '#domain/display/to-quote-engine-labels';
import { ErrorBanner } from '#client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { suggestedTuningQueryOptions } from '#client/resources/training/training-api';

export type SuggestedTuningSummaryProps = {
  /** What staff can do with a ready suggestion: load it (Quote Engine Config) or where to go (Training Data). */
  renderAction?: (tuning: Extract<SuggestedTuning, { status: 'ready' }>) => ReactNode;
};

function formatPercent(value: number): string {
  return `${value}%`;
}

function formatValue(value: number): string {
  return value.toFixed(2);
}

/**
 * The suggested tuning (docs/product/ai-training.md#suggested-tuning): the agreement with staff
 * now and with the suggestion, how many judgements it rests on and what it would change. Shown
 * on Training Data and on Quote Engine Config.
 */
export function SuggestedTuningSummary({ renderAction }: SuggestedTuningSummaryProps) {
  const query = useQuery(suggestedTuningQueryOptions());
  return (
    <Card role="region" aria-labelledby="suggested-tuning-title">
      <CardHeader>
        <CardTitle id="suggested-tuning-title" className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          Suggested tuning
        </CardTitle>
        <CardDescription>Weights and thresholds that agree best with staff judgements, each counted by its confidence.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={query.isPending || undefined}>
        {query.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {query.isError ? (
          <ErrorBanner onRetry={() => query.refetch()} isRetrying={query.isFetching}>
            The suggested tuning could not be worked out.
          </ErrorBanner>
        ) : null}
        {query.data?.status === 'needs_more_judgements' ? (
          <p className="text-sm">
            It needs at least {query.data.minimumJudgements} judgements to suggest anything; there{' '}
            {query.data.judgementCount === 1 ? 'is' : 'are'} {query.data.judgementCount} so far. Play the AI Training Game to add more.
          </p>
        ) : null}
        {query.data?.status === 'ready' ? <ReadySummary tuning={query.data} action={renderAction?.(query.data)} /> : null}
      </CardContent>
    </Card>
  );
}

type ReadySummaryProps = { tuning: Extract<SuggestedTuning, { status: 'ready' }>; action: ReactNode };

function ReadySummary({ tuning, action }: ReadySummaryProps) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Current agreement</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatPercent(tuning.current.agreementPercent)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Suggested agreement</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatPercent(tuning.suggested.agreementPercent)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Judgements</dt>
          <dd className="text-xl font-semibold tabular-nums">{tuning.judgementCount}</dd>
        </div>
      </dl>
      <p className="text-sm">
        The suggestion routes {tuning.suggested.agreeingJudgements} of {tuning.judgementCount} judged jobs as staff did (now{' '}
        {tuning.current.agreeingJudgements}).
      </p>
      {tuning.changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">The current configuration already agrees best with staff: nothing to change.</p>
      ) : (
        <ul aria-label="Suggested changes" className="flex flex-wrap gap-2 text-sm">
          {tuning.changes.map((change) => (
            <li key={change.field} className="rounded-md border px-2 py-1 tabular-nums">
              {toQuoteEngineFieldLabel(change.field)}: {formatValue(change.from)} → {formatValue(change.to)}
            </li>
          ))}
        </ul>
      )}
      {action}
    </div>
  );
}
