import { useQuery } from '@tanstack/react-query';
import { Download, LineChart } from 'lucide-react';
import { hasNoTrendSessions } from '#domain/analytics/trend-figures';
import { buttonClasses } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { type DateRange, toTrendsCsvHref, trendsQueryOptions } from '#client/resources/interactions/interactions-api';
import { PanelStatus } from './panel-status';
import { TrendsPanel } from './trends-panel';

/** The Trends tab: per day, with its CSV. */
export function TrendsSection({ dateRange }: { dateRange: DateRange }) {
  const trends = useQuery(trendsQueryOptions(dateRange));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <a href={toTrendsCsvHref(dateRange)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Export trend CSV
        </a>
      </div>
      <PanelStatus isPending={trends.isPending} isError={trends.isError} errorText="The trend could not be loaded." loadingText="Loading the trend…" onRetry={() => trends.refetch()}>
        {trends.data && hasNoTrendSessions(trends.data.days) ? (
          <EmptyState icon={LineChart} title="No visitors in this range" description="The trend fills in as customers use the quote flows." />
        ) : (
          <TrendsPanel days={trends.data?.days ?? []} />
        )}
      </PanelStatus>
    </div>
  );
}
