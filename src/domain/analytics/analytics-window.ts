// The analytics date ranges (docs/product/conversion-analytics.md#date-ranges): each is counted back
// from now, and the comparison period is the one of the same length just before it.

export const ANALYTICS_DATE_RANGES = ['last_24_hours', 'last_7_days', 'last_30_days'] as const;
export type AnalyticsDateRange = (typeof ANALYTICS_DATE_RANGES)[number];

/** The screen opens on the last 7 days (docs/product/conversion-analytics.md#date-ranges). */
export const DEFAULT_ANALYTICS_DATE_RANGE: AnalyticsDateRange = 'last_7_days';

const HOUR_MS = 3_600_000;

/** The length of each range, in hours. */
export const DATE_RANGE_HOURS: Readonly<Record<AnalyticsDateRange, number>> = {
  last_24_hours: 24,
  last_7_days: 7 * 24,
  last_30_days: 30 * 24,
};

/** How the comparison period is named on the summary cards. */
export const PREVIOUS_PERIOD_LABELS: Readonly<Record<AnalyticsDateRange, string>> = {
  last_24_hours: 'previous 24 hours',
  last_7_days: 'previous 7 days',
  last_30_days: 'previous 30 days',
};

/** A span of time, `from` included and `to` excluded. */
export type TimeWindow = { from: Date; to: Date };

/** The range counted back from now: [now − length, now). */
export function toAnalyticsWindow(range: AnalyticsDateRange, now: Date): TimeWindow {
  return { from: new Date(now.getTime() - DATE_RANGE_HOURS[range] * HOUR_MS), to: new Date(now.getTime()) };
}

/** The period of the same length that ends where the window starts. */
export function toPreviousWindow(window: TimeWindow): TimeWindow {
  const lengthMs = window.to.getTime() - window.from.getTime();
  return { from: new Date(window.from.getTime() - lengthMs), to: new Date(window.from.getTime()) };
}

export function isInWindow(instant: Date, window: TimeWindow): boolean {
  const time = instant.getTime();
  return time >= window.from.getTime() && time < window.to.getTime();
}

/**
 * A window cut where whole clock hours begin and end: the hours in the middle can be read from
 * hourly totals, the part-hours at each end only from the events themselves. A window inside
 * one hour has no whole hours and is all `head`. Empty parts are null.
 */
export type HourSplit = { head: TimeWindow | null; wholeHours: TimeWindow | null; tail: TimeWindow | null };

export function splitWindowAtHours(window: TimeWindow): HourSplit {
  const from = window.from.getTime();
  const to = window.to.getTime();
  if (!(to > from)) return { head: null, wholeHours: null, tail: null };
  const firstWholeHour = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const lastWholeHourEnd = Math.floor(to / HOUR_MS) * HOUR_MS;
  if (firstWholeHour >= lastWholeHourEnd) return { head: window, wholeHours: null, tail: null };
  return {
    head: firstWholeHour > from ? { from: new Date(from), to: new Date(firstWholeHour) } : null,
    wholeHours: { from: new Date(firstWholeHour), to: new Date(lastWholeHourEnd) },
    tail: to > lastWholeHourEnd ? { from: new Date(lastWholeHourEnd), to: new Date(to) } : null,
  };
}

/** The start of the clock hour an instant falls in (UTC hours; UK days begin on one). */
export function toHourStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}

/** Trends are per day as the firm counts days: Europe/London, GMT or BST. */
export const ANALYTICS_TIME_ZONE = 'Europe/London';

const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UK calendar date of an instant, as 'YYYY-MM-DD'. */
export function toLondonDate(instant: Date): string {
  return londonDate.format(instant);
}

/**
 * Every UK calendar date the window touches, oldest first. Walks the window hour by hour: a UK
 * day always starts on a whole UTC hour, and a day of 23 or 25 hours (the clocks changing) is
 * still one date.
 */
export function listLondonDates(window: TimeWindow): string[] {
  const dates: string[] = [];
  const to = window.to.getTime();
  for (let time = window.from.getTime(); time < to; time = Math.floor(time / HOUR_MS) * HOUR_MS + HOUR_MS) {
    const date = toLondonDate(new Date(time));
    if (dates.at(-1) !== date) dates.push(date);
  }
  return dates;
}
