import { describe, expect, it } from 'vitest';
import { toAvailabilityText } from './to-availability-text';

describe('toAvailabilityText', () => {
  it.each([
    ['high', 'Same day'],
    ['emergency', 'Same day'],
    ['asap', 'Same day'],
    ['medium', 'Next day'],
    ['within_week', 'Next day'],
    [undefined, 'Next day'],
    ['whenever', 'Next day'],
    ['low', 'Within 2-3 days'],
    ['no_rush', 'Within 2-3 days'],
  ])('on the quote and video screens, %s urgency is promised %s', (urgency, text) => {
    expect(toAvailabilityText(urgency, 'quote')).toBe(text);
    expect(toAvailabilityText(urgency, 'video')).toBe(text);
  });

  it.each([
    ['high', 'Within 2 hours'],
    ['emergency', 'Within 2 hours'],
    ['medium', 'Next day'],
    ['low', 'Within 2-3 days'],
    [null, 'Next day'],
  ])('on the booking screen, %s urgency is promised %s', (urgency, text) => {
    expect(toAvailabilityText(urgency, 'booking')).toBe(text);
  });
});
