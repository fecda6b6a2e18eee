/**
 * The only formatting module (docs/conventions.md#client): money, dates and hours, in en-GB and
 * Europe/London whatever the browser's own locale and time zone. Money and hours text are the
 * domain's rules (money.ts, display/to-hours-label.ts), so a screen here reads exactly what the
 * domain writes into messages and what the other screens show.
 */
import { toCountText } from '#domain/display/to-count-text';
import { toHoursLabel } from '#domain/display/to-hours-label';
import { toPoundsText, toWholePoundsText } from '#domain/money';

const LOCALE = 'en-GB';
const TIME_ZONE = 'Europe/London';

/**
 * A formatter made on first use, not when this module loads: the browser's first Intl formatter
 * loads its locale and time-zone data, 12–30 ms of main thread measured in Chromium, and the customer
 * pages' first screens format no dates (docs/decisions/0016-performance-budgets-and-caches.md#first-paint).
 */
function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
}));

const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

/** Whole pounds for lists and headline prices: 123_400 pence → '£1,234'. */
export function formatPoundsWhole(pence: number): string {
  return toWholePoundsText(pence);
}

/** Pounds and pence for inputs and breakdowns: 1_250 pence → '£12.50'. */
export function formatPounds(pence: number): string {
  return toPoundsText(pence);
}

/** A change of money: 1_240 → '+£12.40', −500 → '−£5.00', 0 → '£0.00'. */
export function formatPoundsChange(pence: number): string {
  return `${toSign(pence)}${toPoundsText(Math.abs(pence))}`;
}

/** A change of whole pounds: 2_000 → '+£20', −500 → '−£5'. */
export function formatPoundsWholeChange(pence: number): string {
  return `${toSign(pence)}${toWholePoundsText(Math.abs(pence))}`;
}

/** A change in percent with one decimal: 13.4 → '+13.4 %', −3 → '−3.0 %', 0 → '0.0 %'. */
export function formatPercentChange(percent: number): string {
  return `${toSign(percent)}${Math.abs(percent).toFixed(1)} %`;
}

/** A real minus sign, which screen readers read as 'minus'; nothing for zero. */
function toSign(value: number): string {
  if (value > 0) return '+';
  return value < 0 ? '\u2212' : '';
}

/** '21 Nov 2025' in UK time. Accepts an ISO 8601 instant or a Date. */
export function formatDate(instant: string | Date): string {
  return dateFormat().format(toDate(instant));
}

/** '21 Nov 2025, 14:05' in UK time (GMT or BST as the date requires). */
export function formatDateTime(instant: string | Date): string {
  return dateTimeFormat().format(toDate(instant));
}

/** '14:05' in UK time. */
export function formatTime(instant: string | Date): string {
  return timeFormat().format(toDate(instant));
}

/**
 * '1 hour', '2 hours', '1.25 hours': singular for exactly 1, two decimals at most
 * (docs/product/shared-behaviour.md#formatting).
 */
export function formatHours(hours: number): string {
  return toHoursLabel(hours);
}

function toDate(instant: string | Date): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

/** A whole count with thousands separators: 12345 → '12,345'. */
export function formatCount(count: number): string {
  return toCountText(count);
}

/** A percentage with one decimal, as every analytics figure is shown: 33.333 → '33.3%'. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** Seconds with one decimal at most and an 's': 47.75 → '47.8s', 2 → '2s'. */
export function formatSeconds(seconds: number): string {
  return `${Math.round(seconds * 10) / 10}s`;
}

// A calendar date ('2026-11-21') names a day, not an instant: read and written in UTC so no
// time zone can move it to the day before.
const calendarDayFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }));
const calendarDayShortFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short' }));

/** 'Sat 21 Nov' for the calendar date '2026-11-21'. */
export function formatCalendarDay(date: string): string {
  return calendarDayFormat().format(new Date(`${date}T00:00:00Z`));
}

/** '21 Nov' for the calendar date '2026-11-21' (chart axes). */
export function formatCalendarDayShort(date: string): string {
  return calendarDayShortFormat().format(new Date(`${date}T00:00:00Z`));
}
