/**
 * What a cut text ends with; the original '... and N more tasks' uses three full stops
 * (docs/product/pricing-rules.md#task-price-ranges).
 */
export const TRUNCATION_MARK = '...';

/**
 * Cuts a text to at most maxChars characters (a task's text at 40,
 * docs/product/pricing-rules.md#task-price-ranges; a job description in the leads table at 50,
 * docs/product/lead-management.md#table) and marks the cut. Counts characters, not UTF-16 units, so an emoji is
 * never split in half; trailing spaces before the mark are dropped.
 */
export function truncateText(text: string, maxChars: number): string {
  const normalised = text.trim();
  const characters = Array.from(normalised);
  if (characters.length <= maxChars) return normalised;
  return `${characters.slice(0, maxChars).join('').trimEnd()}${TRUNCATION_MARK}`;
}
