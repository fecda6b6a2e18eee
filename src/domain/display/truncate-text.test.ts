import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['one more character', 17, 'one more characte...'],
    ['cut at a space here', 9, 'cut at a...'],
    ['  padded  ', 6, 'padded'],
    ['🔧🔧🔧', 2, '🔧🔧...'],
    ['', 5, ''],
  ])('%j cut at %s characters reads %j', (text, max, shown) => {
    expect(truncateText(text, max)).toBe(shown);
  });
});
