import { describe, expect, it } from 'vitest';
import { CUSTOM_HOURS_REASON, readCustomHours } from './read-custom-hours';

describe('readCustomHours', () => {
  it.each([
    ['', null],
    ['   ', null],
  ])('%j means no custom hours', (text, hours) => {
    expect(readCustomHours(text)).toEqual({ hours, error: null });
  });

  it.each([
    ['0.5', 0.5],
    ['3', 3],
    [' 2.5 ', 2.5],
    ['200', 200],
  ])('%j is %s hours', (text, hours) => {
    expect(readCustomHours(text)).toEqual({ hours, error: null });
  });

  it.each(['0', '-1', '2.25', '1.3', 'abc', '200.5', 'NaN', 'Infinity'])('%j is refused', (text) => {
    expect(readCustomHours(text)).toEqual({ hours: null, error: CUSTOM_HOURS_REASON });
  });
});
