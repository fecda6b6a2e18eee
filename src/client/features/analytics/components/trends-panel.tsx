import type { TrendDay } from '#contracts/analytics.contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatCalendarDay, formatCount, formatPercent } from '#client/lib/format';
import { TrendChartsLazy } from '../charts/lazy-charts';

export type TrendsPanelProps = { days: readonly TrendDay[] };

/**
 * The Trends tab (ours: the original showed a placeholder; docs/product/conversion-analytics.md#trends):
 * the charts, and the same figures as a table, which is what screen readers read.
 */
export function TrendsPanel({ days }: TrendsPanelProps) {
  return (
    <div className="flex flex-col gap-6">
      <TrendChartsLazy days={days} />
      <Table label="Trend by day" caption="Sessions, conversions and conversion rate of each flow, per day (UK time)" density="compact" className="min-w-[34rem]">
        <TableHeader>
          <TableRow>
            <TableHead rowSpan={2} className="align-bottom">
              Day
            </TableHead>
            <TableHead colSpan={3} scope="colgroup" align="right">
              Home Page
            </TableHead>
            <TableHead colSpan={3} scope="colgroup" align="right">
              Pricing Page
            </TableHead>
          </TableRow>
          <TableRow>
            {['home', 'pricing'].flatMap((flow) => [
              <TableHead key={`${flow}-sessions`} align="right">
                Sessions
              </TableHead>,
              <TableHead key={`${flow}-conversions`} align="right">
                Conversions
              </TableHead>,
              <TableHead key={`${flow}-rate`} align="right">
                Rate
              </TableHead>,
            ])}
          </TableRow>
        </TableHeader>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableHead scope="row" className="font-medium">
                <time dateTime={day.date}>{formatCalendarDay(day.date)}</time>
              </TableHead>
              <TableCell align="right" className="tabular-nums">{formatCount(day.home.sessions)}</TableCell>
              <TableCell align="right" className="tabular-nums">{formatCount(day.home.completed)}</TableCell>
              <TableCell align="right" className="tabular-nums">{formatPercent(day.home.conversionRate)}</TableCell>
              <TableCell align="right" className="tabular-nums">{formatCount(day.pricing.sessions)}</TableCell>
              <TableCell align="right" className="tabular-nums">{formatCount(day.pricing.completed)}</TableCell>
              <TableCell align="right" className="tabular-nums">{formatPercent(day.pricing.conversionRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
