import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendDay } from '#contracts/analytics.contract';
import { formatCalendarDayShort } from '#client/lib/format';
import { FLOW_COLOURS } from '../internal/analytics-texts';
import { CHART_HEIGHT_PX } from './conversion-rate-chart';

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP_STYLE = { backgroundColor: 'var(--card)', borderColor: 'var(--border)', color: 'var(--card-foreground)', borderRadius: 8 };

export type TrendChartsProps = { days: readonly TrendDay[] };

/**
 * Per day, each flow's sessions and conversions (one chart) and conversion rate (another),
 * home blue and pricing gold, conversions dashed. The table beside them holds the same figures
 * for screen readers, so the charts are hidden from them and take no focus.
 */
export function TrendCharts({ days }: TrendChartsProps) {
  const data = days.map((day) => ({
    day: formatCalendarDayShort(day.date),
    homeSessions: day.home.sessions,
    homeConversions: day.home.completed,
    homeRate: day.home.conversionRate,
    pricingSessions: day.pricing.sessions,
    pricingConversions: day.pricing.completed,
    pricingRate: day.pricing.conversionRate,
  }));
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2" data-testid="trend-charts">
      <div>
        <p className="mb-2 text-sm font-medium">Sessions and conversions per day</p>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} axisLine={false} tickLine={false} width={48} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line type="linear" dataKey="homeSessions" name="Home sessions" stroke={FLOW_COLOURS.home} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="linear" dataKey="homeConversions" name="Home conversions" stroke={FLOW_COLOURS.home} strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
            <Line type="linear" dataKey="pricingSessions" name="Pricing sessions" stroke={FLOW_COLOURS.pricing} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="linear" dataKey="pricingConversions" name="Pricing conversions" stroke={FLOW_COLOURS.pricing} strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div>
        <p className="mb-2 text-sm font-medium">Conversion rate per day</p>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
            <YAxis domain={[0, 100]} unit="%" tick={AXIS_TICK} axisLine={false} tickLine={false} width={48} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line type="linear" dataKey="homeRate" name="Home conversion rate (%)" stroke={FLOW_COLOURS.home} strokeWidth={2} dot isAnimationActive={false} />
            <Line type="linear" dataKey="pricingRate" name="Pricing conversion rate (%)" stroke={FLOW_COLOURS.pricing} strokeWidth={2} dot isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
