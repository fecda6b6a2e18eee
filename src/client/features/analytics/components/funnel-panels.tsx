import { useQuery } from '@tanstack/react-query';
import { Download, Filter } from 'lucide-react';
import { FUNNEL_FLOW_FILTERS } from '#contracts/analytics.contract';
import { hasNoVisitors } from '#domain/analytics/funnel-figures';
import { buttonClasses } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { type DateRange, type FunnelFlowFilter, funnelQueryOptions, toFunnelCsvHref } from '#client/resources/interactions/interactions-api';
import { FLOW_FILTER_LABELS } from '../internal/analytics-texts';
import { ChoiceButtons } from './choice-buttons';
import { ConversionFunnel } from './conversion-funnel';
import { PanelStatus } from './panel-status';
import { StageTable } from './stage-table';

export type FunnelPanelProps = {
  dateRange: DateRange;
  flow: FunnelFlowFilter;
  onFlowChange: (flow: FunnelFlowFilter) => void;
};

function FlowFilter({ flow, onFlowChange }: Pick<FunnelPanelProps, 'flow' | 'onFlowChange'>) {
  return <ChoiceButtons label="Funnel flow" options={FUNNEL_FLOW_FILTERS} labels={FLOW_FILTER_LABELS} value={flow} onChange={onFlowChange} />;
}

function NoVisitors() {
  return <EmptyState icon={Filter} title="No visitors in this range" description="The funnel fills in as customers use the quote flows." />;
}

/** The Conversion Funnel tab: the flow filter and one row per stage. */
export function ConversionFunnelPanel({ dateRange, flow, onFlowChange }: FunnelPanelProps) {
  const funnel = useQuery(funnelQueryOptions(dateRange, flow));
  return (
    <div className="flex flex-col gap-4">
      <FlowFilter flow={flow} onFlowChange={onFlowChange} />
      <PanelStatus isPending={funnel.isPending} isError={funnel.isError} errorText="The funnel could not be loaded." loadingText="Loading the funnel…" onRetry={() => funnel.refetch()}>
        {funnel.data && hasNoVisitors(funnel.data) ? <NoVisitors /> : <ConversionFunnel stages={funnel.data ?? []} showFlow={flow === 'all'} />}
      </PanelStatus>
    </div>
  );
}

/** The Stage Analysis tab: the flow filter, the table and its CSV. */
export function StageAnalysisPanel({ dateRange, flow, onFlowChange }: FunnelPanelProps) {
  const funnel = useQuery(funnelQueryOptions(dateRange, flow));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FlowFilter flow={flow} onFlowChange={onFlowChange} />
        <a href={toFunnelCsvHref(dateRange, flow)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Export stages CSV
        </a>
      </div>
      <PanelStatus isPending={funnel.isPending} isError={funnel.isError} errorText="The stage figures could not be loaded." loadingText="Loading the stages…" onRetry={() => funnel.refetch()}>
        {funnel.data && hasNoVisitors(funnel.data) ? <NoVisitors /> : <StageTable stages={funnel.data ?? []} showFlow={flow === 'all'} />}
      </PanelStatus>
    </div>
  );
}
