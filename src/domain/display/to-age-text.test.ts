import { describe, expect, it } from 'vitest';
import { toAgeText } from './to-age-text';

const NOW = new Date('2026-11-24T14:00:00.000Z');

describe('toAgeText', () => {
  it.each([
    ['2026-11-24T13:59:30.000Z', 'just now'],
    ['2026-11-24T14:05:00.000Z', 'just now'],
    ['2026-11-24T13:59:00.000Z', '1 min ago'],
    ['2026-11-24T13:48:00.000Z', '12 min ago'],
    ['2026-11-24T13:00:01.000Z', '59 min ago'],
    ['2026-11-24T13:00:00.000Z', '1 h ago'],
    ['2026-11-23T14:00:01.000Z', '23 h ago'],
    ['2026-11-23T14:00:00.000Z', '1 day ago'],
    ['2026-11-21T09:00:00.000Z', '3 days ago'],
    ['not a date', 'just now'],
  ])('%s reads %s', (createdAt, text) => {
    expect(toAgeText(createdAt, NOW)).toBe(text);
  });
});
