import { ClipboardList } from 'lucide-react';
import { TEST_ACTION_LABELS, type TestResult } from '#domain/testing-platform/test-results-log';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { formatDateTime } from '#client/lib/format';

export type ResultsLogProps = {
  results: readonly TestResult[];
  onClear: () => void;
};

/** The results log (docs/product/testing-platform.md#results-log): newest first; Clear empties it. */
export function ResultsLog({ results, onClear }: ResultsLogProps) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Results</CardTitle>
          <CardDescription>Newest first. Kept on this page only.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onClear} disabled={results.length === 0}>
          Clear
        </Button>
      </CardHeader>
      <CardContent>
        {results.length === 0 ? (
          <EmptyState icon={ClipboardList} title="No results yet" description="Run a test to see what happened here." />
        ) : (
          <ol aria-label="Test results" className="flex flex-col gap-3">
            {results.map((result) => (
              <li key={result.id} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={result.isSuccess ? 'success' : 'destructive'}>{result.isSuccess ? 'Success' : 'Failure'}</Badge>
                  <span className="font-semibold">{TEST_ACTION_LABELS[result.action]}</span>
                  <time dateTime={result.at} className="text-muted-foreground">
                    {formatDateTime(result.at)}
                  </time>
                </div>
                <p className="mt-2">{result.summary}</p>
                {result.details.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5 break-all text-muted-foreground">
                    {result.details.map((detail, index) => (
                      // Lines in a fixed order that never change once written; two may read the same.
                      <li key={`${index}:${detail}`}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
