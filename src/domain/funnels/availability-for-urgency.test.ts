import { describe, expect, it } from 'vitest';
import { HOME_URGENCIES } from './home-flow-answers';
import { PRICING_PAGE_URGENCIES } from '../pricing/to-pricing-urgency';
import { getAvailabilityForUrgency } from './availability-for-urgency';

describe('getAvailabilityForUrgency', () => {
  it.each([
    ['emergency', 'Same day', 'within 2 hours', 'Appointment the same day'],
    ['high', 'Same day', 'within 2 hours', 'Appointment the same day'],
    ['asap', 'Same day', 'within 2 hours', 'Appointment the same day'],
    ['medium', 'Within 1-2 weeks', 'within 24 hours', 'Appointment within 1-2 days'],
    ['low', 'Within 2-4 weeks', 'within 24 hours', 'Appointment within 1-2 days'],
    ['within_week', 'Within a week', 'within 24 hours', 'Appointment within 1-2 days'],
    ['within_month', 'Within a month', 'within 24 hours', 'Appointment within 1-2 days'],
    ['no_rush', 'At a time that suits you', 'within 24 hours', 'Appointment within 1-2 days'],
  ])('%s urgency: work %s, contact %s, visit %s', (urgency, startText, contactText, visitText) => {
    expect(getAvailabilityForUrgency(urgency)).toEqual({ startText, contactText, visitText });
  });

  it("tells a customer who chose '1-2 weeks' neither 'Next day' nor 'Same day'", () => {
    expect(getAvailabilityForUrgency('medium').startText).not.toMatch(/Next day|Same day/);
  });

  it("never tells a customer who chose 'Immediate' to wait 24 hours", () => {
    expect(getAvailabilityForUrgency('emergency').contactText).not.toContain('24 hours');
  });

  it.each([[undefined], [null], [''], ['whenever'], ['constructor']])("keeps 'other → next day' for %s", (urgency) => {
    expect(getAvailabilityForUrgency(urgency)).toEqual({
      startText: 'Next day',
      contactText: 'within 24 hours',
      visitText: 'Appointment within 1-2 days',
    });
  });

  it('reads the words of both funnels, whatever their case or spaces', () => {
    for (const urgency of [...HOME_URGENCIES, ...PRICING_PAGE_URGENCIES]) {
      expect(getAvailabilityForUrgency(` ${urgency.toUpperCase()} `)).toEqual(getAvailabilityForUrgency(urgency));
      expect(getAvailabilityForUrgency(urgency).startText).not.toBe('Next day');
    }
  });
});
