/** What a cut text ends with; the spec's own '... and N more tasks' uses three full stops. */
export const TRUNCATION_MARK = '...';

/**
 * Cuts a text to at most maxChars characters (customer §9 task text at 40, admin §2 job
 * description at 50) and marks the cut. Counts characters, not UTF-16 units, so an emoji is
 * never split in half; trailing spaces before the mark are dropped.
 */
export function truncateText(text: string, maxChars: number): string {
  const normalised = text.trim();
  const characters = Array.from(normalised);
  if (characters.length <= maxChars) return normalised;
  return `${characters.slice(0, maxChars).join('').trimEnd()}${TRUNCATION_MARK}`;
}
