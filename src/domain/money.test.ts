import { describe, expect, it } from 'vitest';
import {
  isWholePence,
  penceToPounds,
  penceToWholePounds,
  poundsToPence,
  roundDownToMultiple,
  roundToPence,
  roundToWholePoundsPence,
  toPoundsText,
  toWholePoundsText,
  wholePoundsToPence,
} from './money';

describe('roundToWholePoundsPence', () => {
  it.each([
    [1250, 1300],
    [1249, 1200],
    [8500, 8500],
    [0, 0],
    [-1250, -1300],
  ])('%s pence is %s pence in whole pounds', (pence, rounded) => {
    expect(roundToWholePoundsPence(pence)).toBe(rounded);
  });
});

describe('poundsToPence', () => {
  it.each([
    [78, 7800],
    [0, 0],
    [0.01, 1],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [19.99, 1999],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    [-12.5, -1250],
    [1234567.89, 123456789],
  ])('£%s is %s pence, rounded to the nearest penny', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('never returns negative zero', () => {
    expect(Object.is(poundsToPence(-0.001), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %s pounds', (pounds) => {
    expect(() => poundsToPence(pounds)).toThrow(RangeError);
  });
});

describe('penceToPounds', () => {
  it.each([
    [7800, 78],
    [1, 0.01],
    [1235, 12.35],
    [0, 0],
    [-50, -0.5],
  ])('%s pence is £%s', (pence, pounds) => {
    expect(penceToPounds(pence)).toBe(pounds);
  });

  it('round-trips every penny of the first thousand pounds', () => {
    const mismatches: number[] = [];
    for (let pence = 0; pence <= 100_000; pence += 1) {
      if (poundsToPence(penceToPounds(pence)) !== pence) mismatches.push(pence);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('roundToPence', () => {
  it.each([
    [7800 * 1.7000000000000002, 13260],
    [100.49999999999999, 101],
    [100.4, 100],
    [-100.5, -101],
  ])('a computed %s pence rounds to %s', (amount, pence) => {
    expect(roundToPence(amount)).toBe(pence);
  });
});

describe('whole pounds', () => {
  it.each([
    [1249, 12],
    [1250, 13],
    [1251, 13],
    [0, 0],
    [-1250, -13],
  ])('%s pence shows as £%s in lists', (pence, pounds) => {
    expect(penceToWholePounds(pence)).toBe(pounds);
  });

  it.each([
    [13, 1300],
    [12.5, 1300],
    [12.4, 1200],
    [0, 0],
  ])('£%s as whole pounds is %s pence', (pounds, pence) => {
    expect(wholePoundsToPence(pounds)).toBe(pence);
  });
});

describe('roundDownToMultiple', () => {
  it.each([
    [7899, 50, 7850],
    [7850, 50, 7850],
    [7849, 50, 7800],
    [49, 50, 0],
    [0, 50, 0],
    [-1, 50, -50],
    [0.3, 0.1, 0.30000000000000004],
  ])('%s rounded down to a multiple of %s is %s', (value, step, expected) => {
    expect(roundDownToMultiple(value, step)).toBeCloseTo(expected, 10);
  });

  it.each([0, -50, NaN])('refuses a step of %s', (step) => {
    expect(() => roundDownToMultiple(100, step)).toThrow(RangeError);
  });
});

describe('isWholePence', () => {
  it.each([
    [1, true],
    [0, true],
    [-5, true],
    [1.5, false],
    [NaN, false],
    ['100', false],
    [null, false],
  ])('%s is whole pence: %s', (value, expected) => {
    expect(isWholePence(value)).toBe(expected);
  });
});

describe('money text', () => {
  it.each([
    [123450, '£1,234.50'],
    [5, '£0.05'],
    [0, '£0.00'],
    [100000000, '£1,000,000.00'],
    [-1250, '-£12.50'],
  ])('%s pence reads %s with two decimals', (pence, text) => {
    expect(toPoundsText(pence)).toBe(text);
  });

  it.each([
    [123450, '£1,235'],
    [99, '£1'],
    [0, '£0'],
    [-1250, '-£13'],
  ])('%s pence reads %s in whole pounds', (pence, text) => {
    expect(toWholePoundsText(pence)).toBe(text);
  });
});
