const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_HOURS = 24;

/**
 * How long ago a lead came in, as the leads cards say it
 * (docs/product/lead-management.md#phone-cards): 'just now' under a minute, '12 min ago',
 * '3 h ago', '2 days ago' ('1 day ago' for one). A time in the future (a clock a little ahead)
 * reads 'just now'. Time is an argument: the domain has no clock.
 */
export function toAgeText(createdAt: string | Date, now: Date): string {
  const elapsedMs = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsedMs) || elapsedMs < MINUTE_MS) return 'just now';
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  if (minutes < HOUR_MINUTES) return `${minutes} min ago`;
  const hours = Math.floor(minutes / HOUR_MINUTES);
  if (hours < DAY_HOURS) return `${hours} h ago`;
  const days = Math.floor(hours / DAY_HOURS);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
