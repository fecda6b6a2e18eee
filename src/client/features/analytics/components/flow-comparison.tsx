import { ANALYTICS_FLOWS, type AnalyticsFlow, FUNNEL_STAGES } from '#domain/analytics/funnel-stages';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatCount, formatPercent } from '#client/lib/format';
import type { ConversionSummary } from '#client/resources/interactions/interactions-api';
import { ConversionRateChartLazy } from '../charts/lazy-charts';
import { FLOW_BACKGROUNDS, FLOW_CARDS } from '../internal/analytics-texts';
import { ProgressBar } from './progress-bar';

const BADGE_VARIANTS = { home: 'secondary', pricing: 'accent' } as const;

function FlowCard({ flow, summary }: { flow: AnalyticsFlow; summary: ConversionSummary }) {
  const { title, badge } = FLOW_CARDS[flow];
  const figures = summary[flow];
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-full ${FLOW_BACKGROUNDS[flow]}`} />
            {title}
          </CardTitle>
          <Badge variant={BADGE_VARIANTS[flow]}>{badge}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{FUNNEL_STAGES[flow].map((stage) => stage.label).join(' → ')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm text-muted-foreground">Conversion rate</span>
            <span className="text-2xl font-bold tabular-nums">{formatPercent(figures.conversionRate)}</span>
          </div>
          <ProgressBar percent={figures.conversionRate} label={`${title} conversion rate`} barClassName={FLOW_BACKGROUNDS[flow]} />
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Sessions</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCount(figures.sessions)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Conversions</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCount(figures.completed)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export type FlowComparisonProps = { summary: ConversionSummary };

/** The Flow Comparison tab (docs/product/conversion-analytics.md#flow-comparison). */
export function FlowComparison({ summary }: FlowComparisonProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {ANALYTICS_FLOWS.map((flow) => (
          <FlowCard key={flow} flow={flow} summary={summary} />
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Conversion Rate Comparison</CardTitle>
        </CardHeader>
        <CardContent>
          <ConversionRateChartLazy conversions={{ home: summary.home, pricing: summary.pricing }} />
        </CardContent>
      </Card>
    </div>
  );
}
