import { describe, expect, it } from 'vitest';
import { toHoursLabel } from './to-hours-label';

describe('toHoursLabel', () => {
  it.each([
    [1, '1 hour'],
    [1.5, '1.5 hours'],
    [2, '2 hours'],
    [0.5, '0.5 hours'],
    [0.25, '0.25 hours'],
    [1.25, '1.25 hours'],
    [2.675, '2.68 hours'],
    [0.999, '1 hour'],
    [0.333333, '0.33 hours'],
    [1.004, '1 hour'],
    [0, '0 hours'],
    [NaN, '0 hours'],
    [Infinity, '0 hours'],
    [-0, '0 hours'],
    [null, '0 hours'],
    [undefined, '0 hours'],
  ])('%s hours reads %s', (hours, label) => {
    expect(toHoursLabel(hours)).toBe(label);
  });
});
