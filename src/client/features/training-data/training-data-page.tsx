import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { TRAINING_LIST_LIMIT } from '#contracts/training.contract';
import { SuggestedTuningSummary } from '#client/components/suggested-tuning/suggested-tuning-summary';
import { ErrorBanner } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { PageHeader } from '#client/components/ui/page-header';
import { StatCard } from '#client/components/ui/stat-card';
import {
  toTrainingExportHref,
  trainingScenariosQueryOptions,
  trainingStatsQueryOptions,
} from '#client/resources/training/training-api';
import { JudgementsTable } from './components/judgements-table';
import { TrainingFilters } from './components/training-filters';
import { useTrainingFilter } from './internal/use-training-filter';

/**
 * /admin/training-data (docs/product/ai-training.md#training-data-dashboard): how often staff
 * and the AI agree, every judgement filtered on the server and refreshed every 30 seconds, the
 * export, and the tuning the judgements suggest.
 */
export function TrainingDataPage() {
  const [filter, setFilter] = useTrainingFilter();
  const stats = useQuery(trainingStatsQueryOptions());
  const list = useQuery(trainingScenariosQueryOptions(filter));
  const isListCapped = (list.data?.length ?? 0) >= TRAINING_LIST_LIMIT;

  return (
    <>
      <PageHeader
        title="Training Data Dashboard"
        description="How often staff and the AI agree on the quote method."
        actions={
          <a href={toTrainingExportHref(filter)} download className={buttonClasses({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      {stats.isError ? (
        <ErrorBanner onRetry={() => stats.refetch()} isRetrying={stats.isFetching} className="mb-4">
          The training stats could not be loaded.
        </ErrorBanner>
      ) : null}
      <section aria-label="Training stats" className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Evaluations" value={stats.data?.totalEvaluations ?? '–'} isLoading={stats.isPending} />
        <StatCard label="Agreement Rate" value={stats.data ? `${stats.data.agreementRate}%` : '–'} isLoading={stats.isPending} />
        <StatCard label="Agreements" value={stats.data?.agreements ?? '–'} isLoading={stats.isPending} />
        <StatCard label="Disagreements" value={stats.data?.disagreements ?? '–'} isLoading={stats.isPending} />
      </section>
      <div className="mb-6">
        <SuggestedTuningSummary
          renderAction={(tuning) =>
            tuning.changes.length > 0 ? (
              <p className="text-sm text-muted-foreground">Load it into the draft on Quote Engine Config to see its impact before saving.</p>
            ) : null
          }
        />
      </div>
      <div className="mb-4 flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
        <TrainingFilters filter={filter} onFilterChange={setFilter} />
        {isListCapped ? <p className="text-sm text-muted-foreground">Showing the newest {TRAINING_LIST_LIMIT}; the export has them all.</p> : null}
      </div>
      {list.isError ? (
        <ErrorBanner onRetry={() => list.refetch()} isRetrying={list.isFetching} className="mb-4">
          The judgements could not be loaded.
        </ErrorBanner>
      ) : null}
      <JudgementsTable rows={list.data} filter={filter} isLoading={list.isPending} />
    </>
  );
}
