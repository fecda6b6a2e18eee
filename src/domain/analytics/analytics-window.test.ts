import { describe, expect, it } from 'vitest';
import { isInWindow, listLondonDates, splitWindowAtHours, toAnalyticsWindow, toHourStart, toLondonDate, toPreviousWindow } from './analytics-window';

const now = new Date('2026-11-21T12:34:56.789Z');

describe('the date ranges', () => {
  it.each([
    ['last_24_hours', '2026-11-20T12:34:56.789Z'],
    ['last_7_days', '2026-11-14T12:34:56.789Z'],
    ['last_30_days', '2026-10-22T12:34:56.789Z'],
  ] as const)('%s counts back from now to %s', (range, from) => {
    expect(toAnalyticsWindow(range, now)).toEqual({ from: new Date(from), to: now });
  });

  it('the previous period has the same length and ends where the range starts', () => {
    const window = toAnalyticsWindow('last_7_days', now);
    expect(toPreviousWindow(window)).toEqual({ from: new Date('2026-11-07T12:34:56.789Z'), to: window.from });
  });

  it('holds its start and not its end, so an instant is in one period only', () => {
    const window = toAnalyticsWindow('last_24_hours', now);
    expect(isInWindow(window.from, window)).toBe(true);
    expect(isInWindow(window.to, window)).toBe(false);
    expect(isInWindow(window.from, toPreviousWindow(window))).toBe(false);
  });
});

describe('a window cut at whole hours', () => {
  it('has part-hours at both ends and whole hours between', () => {
    expect(splitWindowAtHours({ from: new Date('2026-11-20T12:34:56Z'), to: new Date('2026-11-21T12:34:56Z') })).toEqual({
      head: { from: new Date('2026-11-20T12:34:56Z'), to: new Date('2026-11-20T13:00:00Z') },
      wholeHours: { from: new Date('2026-11-20T13:00:00Z'), to: new Date('2026-11-21T12:00:00Z') },
      tail: { from: new Date('2026-11-21T12:00:00Z'), to: new Date('2026-11-21T12:34:56Z') },
    });
  });

  it('has no part-hours when it starts and ends on the hour', () => {
    expect(splitWindowAtHours({ from: new Date('2026-11-20T12:00:00Z'), to: new Date('2026-11-20T15:00:00Z') })).toEqual({
      head: null,
      wholeHours: { from: new Date('2026-11-20T12:00:00Z'), to: new Date('2026-11-20T15:00:00Z') },
      tail: null,
    });
  });

  it('is all part-hour inside one hour or across one hour mark', () => {
    const inside = { from: new Date('2026-11-20T12:10:00Z'), to: new Date('2026-11-20T12:50:00Z') };
    expect(splitWindowAtHours(inside)).toEqual({ head: inside, wholeHours: null, tail: null });
    const across = { from: new Date('2026-11-20T12:10:00Z'), to: new Date('2026-11-20T13:50:00Z') };
    expect(splitWindowAtHours(across)).toEqual({ head: across, wholeHours: null, tail: null });
  });

  it('is empty when it ends before it starts', () => {
    expect(splitWindowAtHours({ from: now, to: now })).toEqual({ head: null, wholeHours: null, tail: null });
  });

  it('starts each hour on the hour', () => {
    expect(toHourStart(now)).toEqual(new Date('2026-11-21T12:00:00Z'));
  });
});

describe('UK days', () => {
  it.each([
    ['2026-11-21T23:59:59Z', '2026-11-21'],
    // British Summer Time: 23:30 UTC is already the next day in London.
    ['2026-07-01T23:30:00Z', '2026-07-02'],
    ['2026-07-01T22:59:59Z', '2026-07-01'],
  ])('%s is %s in London', (instant, date) => {
    expect(toLondonDate(new Date(instant))).toBe(date);
  });

  it('lists every date a window touches, oldest first', () => {
    expect(listLondonDates({ from: new Date('2026-10-24T12:00:00Z'), to: new Date('2026-10-26T00:30:00Z') })).toEqual([
      '2026-10-24',
      // The clocks go back on the 25th: a 25-hour day is one date.
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(listLondonDates({ from: now, to: now })).toEqual([]);
  });
});
