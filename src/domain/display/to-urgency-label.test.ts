import { describe, expect, it } from 'vitest';
import { toUrgencyLabel } from './to-urgency-label';

describe('toUrgencyLabel', () => {
  it.each([
    ['low', '2-4 weeks'],
    ['medium', '1-2 weeks'],
    ['high', 'ASAP or within a few days'],
    ['emergency', 'Immediate'],
    ['asap', 'As soon as possible'],
    ['within_week', 'Within a week'],
    ['within_month', 'Within a month'],
    ['no_rush', 'Flexible timing'],
    ['', 'Not specified'],
    [null, 'Not specified'],
    ['soonish', 'Not specified'],
  ])('%s urgency reads %s', (urgency, label) => {
    expect(toUrgencyLabel(urgency)).toBe(label);
  });
});
