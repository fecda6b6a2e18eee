import { describe, expect, it } from 'vitest';
import { toLeadStatusColour } from './to-lead-status-colour';

describe('toLeadStatusColour', () => {
  it.each([
    ['new', 'blue'],
    ['contacted', 'yellow'],
    ['quoted', 'purple'],
    ['won', 'green'],
    ['lost', 'red'],
    ['draft', 'grey'],
    ['archived', 'grey'],
    [null, 'grey'],
  ])('a %s lead has a %s badge', (status, colour) => {
    expect(toLeadStatusColour(status)).toBe(colour);
  });
});
