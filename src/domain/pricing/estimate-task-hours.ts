/**
 * Customer prices and contractor pay alike (docs/product/pricing-rules.md#task-hours): when a
 * task has no usable estimate its hours
 * come from its complexity — simple 1, moderate 2, complex 3, anything else 4. Anything else
 * includes very_complex and values from stored JSON the product does not know.
 */
export const FALLBACK_TASK_HOURS_BY_COMPLEXITY: ReadonlyMap<string, number> = new Map([
  ['simple', 1],
  ['moderate', 2],
  ['complex', 3],
]);
export const FALLBACK_TASK_HOURS_OTHERWISE = 4;

/** The hours of one task: its own estimate when it is a positive number, else the fallback. */
export function estimateTaskHours(task: { estimatedHours?: unknown; complexity?: unknown }): number {
  const { estimatedHours, complexity } = task;
  if (typeof estimatedHours === 'number' && Number.isFinite(estimatedHours) && estimatedHours > 0) {
    return estimatedHours;
  }
  if (typeof complexity === 'string') {
    return FALLBACK_TASK_HOURS_BY_COMPLEXITY.get(complexity) ?? FALLBACK_TASK_HOURS_OTHERWISE;
  }
  return FALLBACK_TASK_HOURS_OTHERWISE;
}
