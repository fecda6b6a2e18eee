// Each summary card compares its figure with the period of the same length just before
// (docs/product/conversion-analytics.md#compared-with-the-previous-period).

import { toPercentOneDecimal } from '../quote-engine/calculate-training-stats';
import { type Conversions, toBestPerformer, toOverallConversion } from './conversion-figures';

export type ChangeDirection = 'up' | 'down' | 'same';

export type PeriodChange = { direction: ChangeDirection; text: string };

function toDirection(difference: number): ChangeDirection {
  if (difference > 0) return 'up';
  return difference < 0 ? 'down' : 'same';
}

function signed(value: number, decimals = 0): string {
  const text = Math.abs(value).toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (value > 0) return `+${text}`;
  return value < 0 ? `-${text}` : text;
}

/**
 * A count against the previous period: '+12 (+8.3%) vs the previous 7 days'. With nothing
 * before, there is no percentage to give ('+12 vs the previous 7 days, which had none').
 */
export function toCountChange(current: number, previous: number, periodLabel: string): PeriodChange {
  const difference = current - previous;
  const direction = toDirection(difference);
  if (difference === 0) return { direction, text: `Same as the ${periodLabel}` };
  if (previous <= 0) return { direction, text: `${signed(difference)} vs the ${periodLabel}, which had none` };
  const percent = toPercentOneDecimal(Math.abs(difference), previous) * Math.sign(difference);
  return { direction, text: `${signed(difference)} (${signed(percent, 1)}%) vs the ${periodLabel}` };
}

/**
 * A rate against the previous period, in percentage points: '+1.5 pts vs the previous 7 days'.
 * A period without sessions had no rate to compare with.
 */
export function toRateChange(currentRate: number, previousRate: number, previousSessions: number, periodLabel: string): PeriodChange {
  if (previousSessions <= 0) return { direction: 'same', text: `No sessions in the ${periodLabel}` };
  const difference = Math.round((currentRate - previousRate) * 10) / 10;
  const direction = toDirection(difference);
  if (difference === 0) return { direction, text: `Same as the ${periodLabel}` };
  return { direction, text: `${signed(difference, 1)} pts vs the ${periodLabel}` };
}

/** The four summary cards' comparisons. */
export type SummaryChanges = {
  sessions: PeriodChange;
  conversions: PeriodChange;
  bestPerformer: PeriodChange;
  overallRate: PeriodChange;
};

export function toSummaryChanges(current: Conversions, previous: Conversions, periodLabel: string): SummaryChanges {
  const now = toOverallConversion(current);
  const before = toOverallConversion(previous);
  const previousBest = toBestPerformer(previous);
  return {
    sessions: toCountChange(now.sessions, before.sessions, periodLabel),
    conversions: toCountChange(now.completed, before.completed, periodLabel),
    bestPerformer:
      before.sessions > 0
        ? { direction: 'same', text: `${capitalise(periodLabel)}: ${previousBest.label}, ${previousBest.text}` }
        : { direction: 'same', text: `No sessions in the ${periodLabel}` },
    overallRate: toRateChange(now.conversionRate, before.conversionRate, before.sessions, periodLabel),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
