import { describe, expect, it } from 'vitest';
import { shouldTrackFieldFill } from './should-track-field-fill';

describe('shouldTrackFieldFill', () => {
  it.each([
    ['jobDescription', 'Fix a tap.', false],
    ['jobDescription', 'Fix a tap..', true],
    ['customerName', 'Jo', false],
    ['customerName', 'Joe', true],
    ['phone', '07700', false],
    ['phone', '077009', true],
    ['phone', '  07700  ', false],
    ['email', 'someone@example.com', false],
  ])('%s %j → %s', (field, value, expected) => {
    expect(shouldTrackFieldFill(field, value)).toBe(expected);
  });
});
