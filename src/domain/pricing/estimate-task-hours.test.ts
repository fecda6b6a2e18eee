import { describe, expect, it } from 'vitest';
import { estimateTaskHours } from './estimate-task-hours';

describe('estimateTaskHours', () => {
  it.each([
    [{ estimatedHours: 2.5, complexity: 'simple' }, 2.5],
    [{ estimatedHours: 0.25 }, 0.25],
  ])('a task with its own estimate keeps it: %o', (task, hours) => {
    expect(estimateTaskHours(task)).toBe(hours);
  });

  it.each([
    ['simple', 1],
    ['moderate', 2],
    ['complex', 3],
    ['very_complex', 4],
    ['tricky', 4],
    ['constructor', 4],
    [undefined, 4],
    [7, 4],
  ])('a task without an estimate falls back by complexity %s to %s hours', (complexity, hours) => {
    expect(estimateTaskHours({ complexity })).toBe(hours);
  });

  it.each([0, -1, NaN, Infinity, '3', null])('an estimate of %s is not usable and falls back', (estimatedHours) => {
    expect(estimateTaskHours({ estimatedHours, complexity: 'moderate' })).toBe(2);
  });
});
