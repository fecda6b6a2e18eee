import { toWholePoundsText } from '../money';
import { allocateRange } from '../pricing/allocate-range';
import type { EstimatedRange } from '../pricing/estimated-range';
import { MAX_LISTED_TASKS, TASK_TEXT_MAX_CHARS, toMoreTasksText } from '../pricing/list-task-price-ranges';
import type { JobPrice } from '../pricing/price-job';
import type { PricingComplexity } from '../pricing/pricing-config';
import { truncateText } from '../display/truncate-text';
import { toHoursLabel } from '../display/to-hours-label';
import { PROMO_DISCOUNT_PERCENT } from '../pricing/apply-promo-code';

export const INSTANT_QUOTE_LINE_KINDS = ['task', 'more_tasks', 'labour', 'callout', 'minimum_charge', 'discount'] as const;
export type InstantQuoteLineKind = (typeof INSTANT_QUOTE_LINE_KINDS)[number];

export type InstantQuoteLine = {
  kind: InstantQuoteLineKind;
  description: string;
  /** Tasks only. */
  complexity: PricingComplexity | null;
  /** Whole pounds held in pence; a discount's range is what it takes off, shown with a minus. */
  range: EstimatedRange;
};

type Part = Omit<InstantQuoteLine, 'range'> & { weightPence: number };

/**
 * The Online Quote's lines, which add up to its total (docs/product/home-flow.md#instant-quote): the
 * listed tasks, the tasks beyond the fifth as one line, the call-out fee, the top-up to the
 * minimum charge when it applies, and the promo discount. The total's range is shared among them
 * by allocateRange, so each column adds up to the pound (ADR 0019).
 */
export function listInstantQuoteLines(price: JobPrice, totalRange: EstimatedRange): InstantQuoteLine[] {
  const { breakdown } = price.quote;
  const parts: Part[] = [];
  const listed = breakdown.tasks.slice(0, MAX_LISTED_TASKS);
  for (const task of listed) {
    parts.push({
      kind: 'task',
      description: truncateText(task.description, TASK_TEXT_MAX_CHARS),
      complexity: task.complexity,
      weightPence: task.labourPence + task.materialsPence,
    });
  }
  const hidden = breakdown.tasks.slice(MAX_LISTED_TASKS);
  const moreTasksText = toMoreTasksText(hidden.length);
  if (moreTasksText) {
    parts.push({
      kind: 'more_tasks',
      description: moreTasksText,
      complexity: null,
      weightPence: hidden.reduce((sum, task) => sum + task.labourPence + task.materialsPence, 0),
    });
  }
  if (breakdown.tasks.length === 0) {
    parts.push({
      kind: 'labour',
      description: `Labour, ${toHoursLabel(breakdown.hours)}`,
      complexity: null,
      weightPence: breakdown.labourPence + breakdown.materialsPence + breakdown.cleanupPence,
    });
  }
  if (breakdown.calloutFeePence > 0) {
    parts.push({ kind: 'callout', description: 'Call-out fee', complexity: null, weightPence: breakdown.calloutFeePence });
  }
  if (breakdown.minimumChargeApplied) {
    parts.push({
      kind: 'minimum_charge',
      description: `Minimum charge applied (${toWholePoundsText(breakdown.minimumChargePence)})`,
      complexity: null,
      weightPence: price.quote.totalPence - breakdown.subtotalPence,
    });
  }

  const ranges = allocateRange(price.estimatedRange, parts.map((part) => part.weightPence));
  const lines: InstantQuoteLine[] = parts.map(({ weightPence: _weight, ...part }, index) => ({ ...part, range: ranges[index] ?? { lowPence: 0, highPence: 0 } }));
  const discount = {
    lowPence: price.estimatedRange.lowPence - totalRange.lowPence,
    highPence: price.estimatedRange.highPence - totalRange.highPence,
  };
  if (discount.lowPence !== 0 || discount.highPence !== 0) {
    lines.push({ kind: 'discount', description: `Promo discount (${PROMO_DISCOUNT_PERCENT}%)`, complexity: null, range: discount });
  }
  return lines;
}

/** What the lines add up to: every line, less the discount. The screen's total must equal it. */
export function sumInstantQuoteLines(lines: readonly InstantQuoteLine[]): EstimatedRange {
  return lines.reduce(
    (total, line) => {
      const sign = line.kind === 'discount' ? -1 : 1;
      return { lowPence: total.lowPence + sign * line.range.lowPence, highPence: total.highPence + sign * line.range.highPence };
    },
    { lowPence: 0, highPence: 0 },
  );
}
