import { describe, expect, it } from 'vitest';
import { listQuoteMethodOptions } from './list-quote-method-options';

describe('listQuoteMethodOptions', () => {
  it.each([
    ['instant_quote', ['instant_quote', 'video_quote', 'site_visit']],
    ['video_quote', ['video_quote', 'instant_quote', 'site_visit']],
    ['site_visit', ['site_visit', 'instant_quote', 'video_quote']],
  ])('puts the recommended %s first and marks only it', (recommended, order) => {
    const options = listQuoteMethodOptions(recommended);
    expect(options.map((option) => option.method)).toEqual(order);
    expect(options.map((option) => option.isRecommended)).toEqual([true, false, false]);
  });

  it('recommends the video quote when there is no recommendation', () => {
    expect(listQuoteMethodOptions(undefined)[0]).toMatchObject({ method: 'video_quote', isRecommended: true });
    expect(listQuoteMethodOptions('phone')[0]?.method).toBe('video_quote');
  });

  it('carries the accuracy and time of each method', () => {
    const byMethod = Object.fromEntries(listQuoteMethodOptions(null).map((option) => [option.method, option]));
    expect(byMethod.instant_quote).toMatchObject({ title: 'Online Quote', accuracyText: '92% accurate', timeText: 'Under 2 minutes' });
    expect(byMethod.video_quote).toMatchObject({ title: 'Quote with Video', accuracyText: '98% accurate', timeText: 'About 5 minutes' });
    expect(byMethod.site_visit).toMatchObject({
      title: 'Site Visit',
      accuracyText: '100% accurate',
      timeText: 'Appointment within 1-2 days',
    });
  });

  it("times the site visit by the customer's urgency, with the fixed text when no urgency is known", () => {
    const visit = (urgency: string | null) => listQuoteMethodOptions('site_visit', urgency)[0]?.timeText;
    expect(visit('emergency')).toBe('Appointment the same day');
    expect(visit('high')).toBe('Appointment the same day');
    expect(visit('medium')).toBe('Appointment within 1-2 days');
    expect(visit(null)).toBe('Appointment within 1-2 days');
  });

  it("shows the firm's own claims from App Settings, blank when staff cleared one", () => {
    const claims = {
      instantQuoteAccuracyText: 'Usually within £20',
      instantQuoteTimeText: '',
      videoQuoteAccuracyText: '95% accurate',
      videoQuoteTimeText: 'About 10 minutes',
      siteVisitAccuracyText: 'Fixed price',
    };
    const byMethod = Object.fromEntries(listQuoteMethodOptions(null, 'medium', claims).map((option) => [option.method, option]));
    expect(byMethod.instant_quote).toMatchObject({ accuracyText: 'Usually within £20', timeText: '' });
    expect(byMethod.video_quote).toMatchObject({ accuracyText: '95% accurate', timeText: 'About 10 minutes' });
    expect(byMethod.site_visit).toMatchObject({ accuracyText: 'Fixed price', timeText: 'Appointment within 1-2 days' });
  });
});
