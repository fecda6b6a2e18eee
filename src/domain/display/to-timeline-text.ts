/**
 * The 'Similar Jobs Took' timeline text (docs/product/home-flow.md#timeline-text). The original
 * fixes the first band's text
 * ('15-30 minutes'), '1 week' at 40 hours, whole days above it (hours ÷ 8 rounded up) and the
 * default '2–4 hours'; the boundaries between are ours. Each band includes its upper bound:
 * exactly 4 hours is '2–4 hours', 4.25 hours is '4–6 hours'. A working day is 8 hours and a
 * working week 5 days.
 */
export const TIMELINE_BANDS: readonly { upToHours: number; text: string }[] = [
  { upToHours: 0.5, text: '15-30 minutes' },
  { upToHours: 1, text: '30–60 minutes' },
  { upToHours: 2, text: '1–2 hours' },
  { upToHours: 4, text: '2–4 hours' },
  { upToHours: 6, text: '4–6 hours' },
  { upToHours: 8, text: '1 day' },
  { upToHours: 16, text: '1–2 days' },
  { upToHours: 24, text: '2–3 days' },
  { upToHours: 32, text: '3–4 days' },
  { upToHours: 40, text: '1 week' },
];

/** The text when hours are missing or make no sense. */
export const DEFAULT_TIMELINE_TEXT = '2–4 hours';
export const WORKING_DAY_HOURS = 8;

export function toTimelineText(totalHours: number | null | undefined): string {
  if (typeof totalHours !== 'number' || !Number.isFinite(totalHours) || totalHours <= 0) return DEFAULT_TIMELINE_TEXT;
  const band = TIMELINE_BANDS.find(({ upToHours }) => totalHours <= upToHours);
  return band ? band.text : `${Math.ceil(totalHours / WORKING_DAY_HOURS)} days`;
}
