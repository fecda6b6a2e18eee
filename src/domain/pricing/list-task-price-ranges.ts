import { truncateText } from '../display/truncate-text';
import { toEstimatedRange } from './estimated-range';
import type { EstimatedRange } from './estimated-range';
import { priceTask } from './price-task';
import type { PriceableTask } from './price-task';
import type { PricingComplexity, PricingConfig, PricingUrgency } from './pricing-config';

/**
 * The instant-quote screen lists at most 5 tasks, each cut at 40 characters
 * (docs/product/pricing-rules.md#task-price-ranges).
 */
export const MAX_LISTED_TASKS = 5;
export const TASK_TEXT_MAX_CHARS = 40;

export type TaskPriceRangeLine = {
  description: string;
  complexity: PricingComplexity;
  /** This task's labour and materials, −15 % / +15 %, each end in whole pounds (in pence). */
  range: EstimatedRange;
};

export type TaskPriceRanges = {
  lines: TaskPriceRangeLine[];
  hiddenTaskCount: number;
  /** '... and N more tasks', or null when every task is listed. */
  moreTasksText: string | null;
};

/**
 * The text is '... and N more tasks'; a single hidden task reads '... and 1 more task' (ours)
 * because the product writes singulars for exactly one elsewhere too, as in hour labels
 * (docs/product/pricing-rules.md#task-price-ranges).
 */
export function toMoreTasksText(hiddenTaskCount: number): string | null {
  if (hiddenTaskCount <= 0) return null;
  return `... and ${hiddenTaskCount} more ${hiddenTaskCount === 1 ? 'task' : 'tasks'}`;
}

/** The per-task price ranges of the instant-quote screen (docs/product/home-flow.md#instant-quote). */
export function listTaskPriceRanges(
  tasks: readonly PriceableTask[],
  config: PricingConfig,
  urgency: PricingUrgency,
): TaskPriceRanges {
  const lines = tasks.slice(0, MAX_LISTED_TASKS).map((task) => {
    const price = priceTask(task, config, urgency);
    return {
      description: truncateText(price.description, TASK_TEXT_MAX_CHARS),
      complexity: price.complexity,
      range: toEstimatedRange(price.labourPence + price.materialsPence),
    };
  });
  const hiddenTaskCount = Math.max(0, tasks.length - MAX_LISTED_TASKS);
  return { lines, hiddenTaskCount, moreTasksText: toMoreTasksText(hiddenTaskCount) };
}
