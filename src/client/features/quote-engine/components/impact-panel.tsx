import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { QuoteEngineImpact } from '#contracts/quote-engine.contract';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { QUOTE_ACTIONS, type QuoteAction, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { Alert, ErrorBanner } from '#client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { quoteEngineImpactQueryOptions } from '#client/resources/quote-engine-config/quote-engine-config-api';

export type ImpactPanelProps = {
  /** The draft on screen, once it has settled. */
  draft: QuoteEngineConfig;
  /** A draft that breaks a rule is not sent. */
  isDraftValid: boolean;
};

/** Column headings may wrap (over the kit's nowrap), so the small tables fit a phone. */
const WRAP = 'whitespace-normal!';

/** The matrix's column headings are short so it fits a phone; the full name is read out. */
const SHORT_METHOD_LABELS: Record<QuoteAction, string> = { instant_quote: 'Instant', video_quote: 'Video', site_visit: 'Visit' };

/** '+3', '−2' or '0': how a method's count changes from saved to draft. */
function toChangeText(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '0';
}

/** A cell of the matrix: the leads that stay are muted, the leads that would move stand out. */
function toMoveCellClass(move: QuoteEngineImpact['moves'][number]): string {
  if (move.from === move.to) return 'tabular-nums text-muted-foreground';
  return move.count > 0 ? 'tabular-nums font-semibold' : 'tabular-nums';
}

function toMovedText(impact: QuoteEngineImpact): string {
  const leads = impact.jobCount === 1 ? 'lead' : 'leads';
  return `${impact.moved} of ${impact.jobCount} ${leads} would move to a different method.`;
}

/**
 * Impact before saving (docs/product/quote-engine.md#impact-before-saving): the draft against
 * the saved configuration on the most recent leads with an analysis, as counts per method and
 * a from → to matrix, worked out by the server with the customer flow's rule.
 */
export function ImpactPanel({ draft, isDraftValid }: ImpactPanelProps) {
  const query = useQuery({ ...quoteEngineImpactQueryOptions(draft), enabled: isDraftValid });
  const impact = query.data;
  return (
    <Card role="region" aria-labelledby="impact-title">
      <CardHeader>
        <CardTitle id="impact-title">Impact before saving</CardTitle>
        <CardDescription>The draft on screen against the saved configuration, replayed on the most recent leads that have an analysis.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
        {!isDraftValid ? <Alert variant="warning">Fix the highlighted values to see the impact.</Alert> : null}
        {isDraftValid && query.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {query.isError ? (
          <ErrorBanner onRetry={() => query.refetch()} isRetrying={query.isFetching}>
            The impact could not be worked out.
          </ErrorBanner>
        ) : null}
        {isDraftValid && impact && impact.jobCount === 0 ? (
          <EmptyState icon={Inbox} title="No leads with an analysis yet" description="Once customers send jobs, the impact of a change shows here." />
        ) : null}
        {isDraftValid && impact && impact.jobCount > 0 ? <ImpactFigures impact={impact} isUpdating={query.isPlaceholderData} /> : null}
      </CardContent>
    </Card>
  );
}

function ImpactFigures({ impact, isUpdating }: { impact: QuoteEngineImpact; isUpdating: boolean }) {
  return (
    <>
      <p className="text-sm" aria-live="polite">
        <strong className="text-base">{toMovedText(impact)}</strong>
        {isUpdating ? <span className="ml-2 text-muted-foreground">Updating…</span> : null}
      </p>
      <Table label="Leads per method" caption={`Leads per quote method, saved and draft, of the ${impact.jobCount} most recent`} density="compact">
        <TableHeader>
          <TableRow>
            <TableHead className={WRAP}>Method</TableHead>
            <TableHead align="right" className={WRAP}>
              Saved
            </TableHead>
            <TableHead align="right" className={WRAP}>
              Draft (change)
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {QUOTE_ACTIONS.map((action) => (
            <TableRow key={action}>
              <TableHead scope="row" className={WRAP}>
                {toQuoteMethodLabel(action)}
              </TableHead>
              <TableCell align="right" className="tabular-nums">
                {impact.saved[action]}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {impact.draft[action]} ({toChangeText(impact.draft[action] - impact.saved[action])})
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table label="Moves from saved to draft" caption="Leads by saved method (rows) and draft method (columns)" density="compact">
        <TableHeader>
          <TableRow>
            <TableHead className={WRAP}>Saved → draft</TableHead>
            {QUOTE_ACTIONS.map((to) => (
              <TableHead key={to} align="right" className={WRAP}>
                <span aria-hidden="true">{SHORT_METHOD_LABELS[to]}</span>
                <span className="sr-only">{toQuoteMethodLabel(to)}</span>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {QUOTE_ACTIONS.map((from) => (
            <TableRow key={from}>
              <TableHead scope="row" className={WRAP}>
                {toQuoteMethodLabel(from)}
              </TableHead>
              {impact.moves
                .filter((move) => move.from === from)
                .map((move) => (
                  <TableCell key={move.to} align="right" className={toMoveCellClass(move)}>
                    {move.count}
                  </TableCell>
                ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
