import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import type { TrendDay } from '#contracts/analytics.contract';
import type { Conversions } from '#domain/analytics/conversion-figures';
import { Skeleton } from '#client/components/ui/skeleton';

// recharts (about 100 KB gzip) loads only when a chart is first shown on this screen, never on a
// customer page (bench/public-bundle-size.bench.ts).
const LazyConversionRateChart = lazy(() => import('./conversion-rate-chart').then((module) => ({ default: module.ConversionRateChart })));
const LazyTrendCharts = lazy(() => import('./trend-charts').then((module) => ({ default: module.TrendCharts })));

/** Matches the charts' 300 px while their code loads, so nothing jumps. */
function ChartPlaceholder() {
  return <Skeleton className="h-[300px] w-full" />;
}

type ChartBoundaryState = { hasFailed: boolean };

/**
 * A chart's code that fails to load (a dropped connection) costs the chart, not the screen: the
 * figures are written out beside every chart.
 */
class ChartBoundary extends Component<{ children: ReactNode }, ChartBoundaryState> {
  override state: ChartBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): ChartBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A chart could not be shown', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">The chart could not be loaded. The figures are shown in full beside it.</p>;
  }
}

function LazyChart({ children }: { children: ReactNode }) {
  return (
    <ChartBoundary>
      <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense>
    </ChartBoundary>
  );
}

export function ConversionRateChartLazy({ conversions }: { conversions: Conversions }) {
  return (
    <LazyChart>
      <LazyConversionRateChart conversions={conversions} />
    </LazyChart>
  );
}

export function TrendChartsLazy({ days }: { days: readonly TrendDay[] }) {
  return (
    <LazyChart>
      <LazyTrendCharts days={days} />
    </LazyChart>
  );
}
