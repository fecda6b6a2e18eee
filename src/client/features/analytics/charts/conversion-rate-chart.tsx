import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { ANALYTICS_FLOWS, FLOW_LABELS } from '#domain/analytics/funnel-stages';
import type { Conversions } from '#domain/analytics/conversion-figures';
import { formatPercent } from '#client/lib/format';
import { FLOW_COLOURS } from '../internal/analytics-texts';

/** The bar chart is 300 px high (docs/product/conversion-analytics.md#flow-comparison). */
export const CHART_HEIGHT_PX = 300;

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export type ConversionRateChartProps = { conversions: Conversions };

/**
 * The two conversion rates in percent, home blue and pricing gold. Loaded on its own (recharts
 * is heavy); the figures it draws are written out beside it, so it is hidden from screen
 * readers and takes no focus.
 */
export function ConversionRateChart({ conversions }: ConversionRateChartProps) {
  const data = ANALYTICS_FLOWS.map((flow) => ({ flow, name: FLOW_LABELS[flow], rate: conversions[flow].conversionRate }));
  return (
    <div aria-hidden="true" style={{ height: CHART_HEIGHT_PX }} data-testid="conversion-rate-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="name" tick={AXIS_TICK} axisLine={{ stroke: 'var(--border)' }} tickLine={false} />
          <YAxis domain={[0, 100]} unit="%" tick={AXIS_TICK} axisLine={false} tickLine={false} width={48} />
          <Bar dataKey="rate" radius={[6, 6, 0, 0]} isAnimationActive={false} maxBarSize={120} label={{ position: 'top', fill: 'var(--foreground)', fontSize: 12, formatter: (value: unknown) => formatPercent(Number(value)) }}>
            {data.map((entry) => (
              <Cell key={entry.flow} fill={FLOW_COLOURS[entry.flow]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
