import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from './default-app-settings';
import { listTrustBadges, toRatingText, toReviewCountText, toServiceText } from './public-settings-text';

describe('the settings as customers read them', () => {
  it.each([
    ['4.8', '4.8/5'],
    ['5', '5/5'],
    [' 4.75 ', '4.75/5'],
  ])('writes the rating %s as %s', (rating, text) => {
    expect(toRatingText(rating)).toBe(text);
  });

  it.each([
    [69, 'from 69 reviews'],
    [0, 'from 0 reviews'],
    [1, 'from 1 review'],
    [1234, 'from 1,234 reviews'],
  ])('writes %i reviews as %s', (count, text) => {
    expect(toReviewCountText(count)).toBe(text);
  });

  it('lists the three trust badges in order', () => {
    expect(listTrustBadges(DEFAULT_APP_SETTINGS)).toEqual(['Fast quotes', 'Fully insured', 'No obligation']);
  });

  it('leaves out a trust badge staff left blank', () => {
    expect(listTrustBadges({ trustBadge1: 'Local', trustBadge2: '  ', trustBadge3: 'Insured' })).toEqual(['Local', 'Insured']);
  });

  it.each([
    ['high', 'Same-day help for urgent jobs'],
    ['emergency', 'Same-day help for urgent jobs'],
    ['asap', 'Same-day help for urgent jobs'],
    ['medium', 'Most jobs booked within 1-2 days'],
    ['low', 'Most jobs booked within 1-2 days'],
    ['within_week', 'Most jobs booked within 1-2 days'],
    ['no_rush', 'Most jobs booked within 1-2 days'],
    [null, 'Most jobs booked within 1-2 days'],
  ])('promises the %s customer: %s', (urgency, text) => {
    expect(toServiceText(urgency, DEFAULT_APP_SETTINGS)).toBe(text);
  });

  it('promises nothing when staff left that text blank', () => {
    expect(toServiceText('high', { urgentServiceText: ' ', standardServiceText: 'Booked this week' })).toBeNull();
  });
});
