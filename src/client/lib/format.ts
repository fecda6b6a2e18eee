/**
 * The only formatting module (STYLE.md "Client"): money, dates and hours, in en-GB and
 * Europe/London whatever the browser's own locale and time zone.
 */

const LOCALE = 'en-GB';
const TIME_ZONE = 'Europe/London';

const wholePounds = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const poundsAndPence = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const hoursFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** Whole pounds for lists and headline prices: 123_400 pence → '£1,234'. */
export function formatPoundsWhole(pence: number): string {
  return wholePounds.format(pence / 100);
}

/** Pounds and pence for inputs and breakdowns: 1_250 pence → '£12.50'. */
export function formatPounds(pence: number): string {
  return poundsAndPence.format(pence / 100);
}

/** '21 Nov 2025' in UK time. Accepts an ISO 8601 instant or a Date. */
export function formatDate(instant: string | Date): string {
  return dateFormat.format(toDate(instant));
}

/** '21 Nov 2025, 14:05' in UK time (GMT or BST as the date requires). */
export function formatDateTime(instant: string | Date): string {
  return dateTimeFormat.format(toDate(instant));
}

/** '14:05' in UK time. */
export function formatTime(instant: string | Date): string {
  return timeFormat.format(toDate(instant));
}

/** '1 hour', '2 hours', '1.5 hours': singular for exactly 1 (customer-flows §9). */
export function formatHours(hours: number): string {
  return `${hoursFormat.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

function toDate(instant: string | Date): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}
