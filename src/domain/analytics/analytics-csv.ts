// The stage table and the trend as CSV (docs/product/conversion-analytics.md#export), safe to open
// in a spreadsheet: the same cell rules as the leads export.

import { toCsvLine } from '../leads/escape-csv-cell';
import { FLOW_LABELS } from './funnel-stages';
import type { FunnelStageFigures } from './funnel-figures';
import type { TrendDay } from './trend-figures';

export const STAGE_CSV_HEADER = ['Flow', 'Stage', 'Entrances', 'Completions', 'Exits', 'Avg Time (s)', 'Drop-off Rate (%)'] as const;

export function toStageCsv(stages: readonly FunnelStageFigures[]): string {
  return [
    toCsvLine(STAGE_CSV_HEADER),
    ...stages.map((stage) =>
      toCsvLine([FLOW_LABELS[stage.flow], stage.stage, stage.entrances, stage.completions, stage.exits, stage.averageTime, stage.dropoffRate]),
    ),
  ].join('');
}

export const TREND_CSV_HEADER = [
  'Date',
  'Home sessions',
  'Home conversions',
  'Home conversion rate (%)',
  'Pricing sessions',
  'Pricing conversions',
  'Pricing conversion rate (%)',
] as const;

export function toTrendCsv(days: readonly TrendDay[]): string {
  return [
    toCsvLine(TREND_CSV_HEADER),
    ...days.map((day) =>
      toCsvLine([
        day.date,
        day.home.sessions,
        day.home.completed,
        day.home.conversionRate,
        day.pricing.sessions,
        day.pricing.completed,
        day.pricing.conversionRate,
      ]),
    ),
  ].join('');
}
