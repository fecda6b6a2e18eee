import { useIsFetching, useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { DATE_RANGES } from '#contracts/analytics.contract';
import { ErrorBanner } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageHeader } from '#client/components/ui/page-header';
import { LoadingState } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { conversionsQueryOptions, interactionKeys, selectConversionSummary, useRefreshAnalytics } from '#client/resources/interactions/interactions-api';
import { ChoiceButtons } from './components/choice-buttons';
import { DroppedOffSection } from './components/dropped-off-section';
import { FlowComparison } from './components/flow-comparison';
import { ConversionFunnelPanel, StageAnalysisPanel } from './components/funnel-panels';
import { SummaryCards } from './components/summary-cards';
import { TrendsSection } from './components/trends-section';
import { DATE_RANGE_LABELS } from './internal/analytics-texts';
import { ANALYTICS_TABS, type AnalyticsTab, useAnalyticsUrlState } from './internal/use-analytics-url-state';

const TAB_LABELS: Readonly<Record<AnalyticsTab, string>> = {
  comparison: 'Flow Comparison',
  funnel: 'Conversion Funnel',
  stages: 'Stage Analysis',
  trends: 'Trends',
};

function toTab(value: string): AnalyticsTab {
  return ANALYTICS_TABS.find((tab) => tab === value) ?? 'comparison';
}

/**
 * /admin/analytics (docs/product/conversion-analytics.md): the two customer funnels compared.
 * The range, the funnel filter and the tab live in the URL; each panel loads its own figures.
 */
export function AnalyticsPage() {
  const [state, setState] = useAnalyticsUrlState();
  const { dateRange, flow, tab } = state;
  const conversions = useQuery({ ...conversionsQueryOptions(dateRange), select: selectConversionSummary(dateRange) });
  const refresh = useRefreshAnalytics();
  const isRefreshing = useIsFetching({ queryKey: interactionKeys.analytics() }) > 0;

  return (
    <>
      <PageHeader
        title="Conversion Analytics"
        description="Compare performance between home page and pricing page flows"
        actions={
          <>
            <ChoiceButtons label="Date range" options={DATE_RANGES} labels={DATE_RANGE_LABELS} value={dateRange} onChange={(next) => setState({ dateRange: next })} />
            <Button size="sm" variant="outline" onClick={() => void refresh()} aria-busy={isRefreshing || undefined}>
              <RefreshCw aria-hidden="true" className={isRefreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
              Refresh
            </Button>
          </>
        }
      />
      {conversions.isError ? (
        <ErrorBanner onRetry={() => conversions.refetch()} isRetrying={conversions.isFetching} className="mb-6">
          The conversion figures could not be loaded.
        </ErrorBanner>
      ) : null}
      {conversions.isPending ? <LoadingState label="Loading the conversion figures…" /> : null}
      {conversions.data ? <SummaryCards summary={conversions.data} /> : null}
      <Tabs value={tab} onValueChange={(value) => setState({ tab: toTab(value) }, { replace: true })}>
        <TabsList aria-label="Analytics views">
          {ANALYTICS_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="comparison">{conversions.data ? <FlowComparison summary={conversions.data} /> : null}</TabsContent>
        <TabsContent value="funnel">
          <ConversionFunnelPanel dateRange={dateRange} flow={flow} onFlowChange={(next) => setState({ flow: next })} />
        </TabsContent>
        <TabsContent value="stages">
          <StageAnalysisPanel dateRange={dateRange} flow={flow} onFlowChange={(next) => setState({ flow: next })} />
        </TabsContent>
        <TabsContent value="trends">
          <TrendsSection dateRange={dateRange} />
        </TabsContent>
      </Tabs>
      <DroppedOffSection dateRange={dateRange} />
    </>
  );
}
