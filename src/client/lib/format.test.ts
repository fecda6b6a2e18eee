import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarDayShort,
  formatCount,
  formatPercent,
  formatSeconds,
  formatDate,
  formatDateTime,
  formatHours,
  formatPercentChange,
  formatPounds,
  formatPoundsChange,
  formatPoundsWhole,
  formatPoundsWholeChange,
  formatTime,
} from './format';

describe('changes', () => {
  it.each([
    [1_240, '+£12.40'],
    [-500, '\u2212£5.00'],
    [0, '£0.00'],
  ])('a change of %i pence is %s', (pence, expected) => {
    expect(formatPoundsChange(pence)).toBe(expected);
  });

  it.each([
    [2_000, '+£20'],
    [-500, '\u2212£5'],
  ])('a change of %i pence in whole pounds is %s', (pence, expected) => {
    expect(formatPoundsWholeChange(pence)).toBe(expected);
  });

  it.each([
    [13.4, '+13.4 %'],
    [-3, '\u22123.0 %'],
    [0, '0.0 %'],
  ])('a change of %s percent is %s', (percent, expected) => {
    expect(formatPercentChange(percent)).toBe(expected);
  });
});

describe('money', () => {
  it.each([
    [123_400, '£1,234'],
    [0, '£0'],
    [7_850, '£79'],
    [-5_000, '-£50'],
    [-7_850, '-£79'],
    [100_000_000, '£1,000,000'],
  ])('%i pence in whole pounds is %s', (pence, expected) => {
    expect(formatPoundsWhole(pence)).toBe(expected);
  });

  it.each([
    [1_250, '£12.50'],
    [123_456, '£1,234.56'],
    [5, '£0.05'],
    [-1_250, '-£12.50'],
    [0, '£0.00'],
  ])('%i pence in pounds and pence is %s', (pence, expected) => {
    expect(formatPounds(pence)).toBe(expected);
  });
});

describe('dates and times', () => {
  it('shows winter instants in GMT', () => {
    expect(formatDateTime('2025-01-15T09:05:00Z')).toBe('15 Jan 2025, 09:05');
  });

  it('shows summer instants in BST, an hour ahead of UTC', () => {
    expect(formatTime('2025-07-01T23:30:00Z')).toBe('00:30');
    expect(formatDate('2025-07-01T23:30:00Z')).toBe('2 Jul 2025');
  });
});

describe('hours', () => {
  it.each([
    [1, '1 hour'],
    [2, '2 hours'],
    [1.5, '1.5 hours'],
    [0.5, '0.5 hours'],
    [1.25, '1.25 hours'],
    [1.004, '1 hour'],
    [0, '0 hours'],
    [NaN, '0 hours'],
  ])('%s is "%s"', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });
});

describe('analytics figures', () => {
  it('write counts with separators, percentages with one decimal, seconds with an s', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatSeconds(47.75)).toBe('47.8s');
    expect(formatSeconds(2)).toBe('2s');
  });

  it('write a calendar date as the same day whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-21')).toBe('Sat 21 Nov');
    expect(formatCalendarDayShort('2026-03-29')).toBe('29 Mar');
  });
});
