import { ArrowDownRight, ArrowRight, ArrowUpRight, Award, MousePointerClick, Percent, Users } from 'lucide-react';
import type { PeriodChange } from '#domain/analytics/period-change';
import { StatCard } from '#client/components/ui/stat-card';
import { cn } from '#client/lib/cn';
import { formatCount, formatPercent } from '#client/lib/format';
import type { ConversionSummary } from '#client/resources/interactions/interactions-api';
import { ProgressBar } from './progress-bar';

const CHANGE_ICONS = { up: ArrowUpRight, down: ArrowDownRight, same: ArrowRight } as const;
const CHANGE_COLOURS = { up: 'text-success', down: 'text-destructive', same: 'text-muted-foreground' } as const;

function ChangeLine({ change }: { change: PeriodChange }) {
  const Icon = CHANGE_ICONS[change.direction];
  return (
    <p className={cn('flex items-start gap-1 text-xs font-medium', CHANGE_COLOURS[change.direction])}>
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{change.text}</span>
    </p>
  );
}

export type SummaryCardsProps = { summary: ConversionSummary };

/**
 * The four summary cards (docs/product/conversion-analytics.md#summary-cards), each with its
 * change against the period before. Shown only once the figures have loaded.
 */
export function SummaryCards({ summary }: SummaryCardsProps) {
  const { home, pricing, overall, bestPerformer, changes } = summary;
  return (
    <section aria-label="Summary" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Sessions" icon={Users} value={formatCount(overall.sessions)} description={`Home: ${formatCount(home.sessions)} • Pricing: ${formatCount(pricing.sessions)}`}>
        <ChangeLine change={changes.sessions} />
      </StatCard>
      <StatCard
        label="Total Conversions"
        icon={MousePointerClick}
        value={formatCount(overall.completed)}
        description={`Home: ${formatCount(home.completed)} • Pricing: ${formatCount(pricing.completed)}`}
      >
        <ChangeLine change={changes.conversions} />
      </StatCard>
      <StatCard label="Best Performer" icon={Award} value={bestPerformer.label} description={bestPerformer.text}>
        <ChangeLine change={changes.bestPerformer} />
      </StatCard>
      <StatCard label="Overall Conversion Rate" icon={Percent} value={formatPercent(overall.conversionRate)}>
        <ProgressBar percent={overall.conversionRate} label="Overall conversion rate" />
        <ChangeLine change={changes.overallRate} />
      </StatCard>
    </section>
  );
}
