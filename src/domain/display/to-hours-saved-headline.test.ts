import { describe, expect, it } from 'vitest';
import { calculateHoursSaved, toHoursSavedHeadline } from './to-hours-saved-headline';

function tasks(...complexities: string[]) {
  return complexities.map((complexity) => ({ complexity, description: 'Hang a picture' }));
}

describe('the Hours saved headline', () => {
  it.each([
    [[], 5],
    [tasks('simple'), 5],
    [tasks('simple', 'moderate'), 8],
    [tasks('complex'), 12],
    [tasks('complex', 'simple'), 12],
    [tasks('unknown'), 5],
  ])('starts from the hardest task: %j saves %s hours', (list, hours) => {
    expect(calculateHoursSaved(list)).toBe(hours);
  });

  it.each([
    [{ complexity: 'simple', description: 'Replace an electrical socket' }, 8],
    [{ complexity: 'moderate', description: 'Plumbing in a washing machine' }, 12],
    [{ complexity: 'complex', description: 'Move the gas meter box' }, 16],
    [{ complexity: 'moderate', serviceType: 'PLUMBING' }, 12],
    [{ complexity: 'simple', serviceType: 'ELECTRICAL' }, 8],
    [{ complexity: 'simple', description: 'Replace the oven door gasket' }, 5],
  ])('raises the base when the work mentions electrical, plumbing or gas: %o saves %s', (task, hours) => {
    expect(calculateHoursSaved([task])).toBe(hours);
  });

  it.each([
    [2, 5],
    [3, 7],
    [4, 9],
    [5, 11],
    [6, 11],
    [10, 11],
  ])('adds 2 hours per task beyond two, for at most three extra: %s tasks save %s', (count, hours) => {
    expect(calculateHoursSaved(tasks(...Array<string>(count).fill('simple')))).toBe(hours);
  });

  it('reads N+ Hours', () => {
    expect(toHoursSavedHeadline(tasks('complex', 'simple', 'simple'))).toBe('14+ Hours');
  });
});
