import { describe, expect, it } from 'vitest';
import { type AppSettingsValues, DEFAULT_APP_SETTINGS } from './default-app-settings';
import { APP_SETTINGS_REASONS, prepareAppSettingsForSave } from './prepare-app-settings-for-save';

function settings(overrides: Partial<AppSettingsValues> = {}): AppSettingsValues {
  return { ...DEFAULT_APP_SETTINGS, ...overrides };
}

function reasonsOf(input: AppSettingsValues): Record<string, string> {
  const result = prepareAppSettingsForSave(input);
  return result.ok ? {} : Object.fromEntries(result.invalidParams.map((p) => [p.name, p.reason]));
}

describe('saving the app settings', () => {
  it('accepts the defaults as they are', () => {
    expect(prepareAppSettingsForSave(settings())).toEqual({ ok: true, value: settings() });
  });

  it('stores the business phone as a UK caller reads it and the WhatsApp number as wa.me needs it', () => {
    const result = prepareAppSettingsForSave(settings({ businessPhone: '+44 (0)117 496 0123', whatsappNumber: '07700 900123' }));
    expect(result).toMatchObject({ ok: true, value: { businessPhone: '0117 496 0123', whatsappNumber: '447700900123' } });
  });

  it('trims every text', () => {
    const result = prepareAppSettingsForSave(settings({ businessName: '  Fix-It Pete  ', trustBadge1: ' Local firm ', googleRating: ' 4.9 ' }));
    expect(result).toMatchObject({ ok: true, value: { businessName: 'Fix-It Pete', trustBadge1: 'Local firm', googleRating: '4.9' } });
  });

  it('lets staff leave a badge or a marketing text blank, to hide it', () => {
    const result = prepareAppSettingsForSave(settings({ trustBadge3: '', offerText: '', urgentServiceText: '' }));
    expect(result.ok).toBe(true);
  });

  it.each([
    ['googleRating', { googleRating: 'excellent' }],
    ['googleRating', { googleRating: '5.5' }],
    ['googleRating', { googleRating: '10' }],
    ['googleRating', { googleRating: '-1' }],
    ['googleRating', { googleRating: '4.825' }],
    ['googleRating', { googleRating: '' }],
    ['googleRatingStars', { googleRatingStars: 0 }],
    ['googleRatingStars', { googleRatingStars: 6 }],
    ['googleRatingStars', { googleRatingStars: 4.5 }],
    ['googleReviewCount', { googleReviewCount: -1 }],
    ['googleReviewCount', { googleReviewCount: 12.5 }],
    ['googleReviewCount', { googleReviewCount: 1_000_001 }],
    ['businessName', { businessName: '   ' }],
    ['businessPhone', { businessPhone: '' }],
    ['businessPhone', { businessPhone: 'call the office' }],
    ['businessPhone', { businessPhone: '+1 202 555 0123' }],
    ['whatsappNumber', { whatsappNumber: '7700 900000' }],
    ['whatsappNumber', { whatsappNumber: '+44 7700 90000' }],
  ] as const)('refuses %s when it is %o', (field, overrides) => {
    expect(Object.keys(reasonsOf(settings(overrides)))).toEqual([field]);
  });

  it('says why, in words staff can act on', () => {
    const reasons = reasonsOf(settings({ businessPhone: '12', whatsappNumber: 'abc', googleRating: 'good' }));
    expect(reasons).toEqual({
      googleRating: APP_SETTINGS_REASONS.googleRating,
      businessPhone: APP_SETTINGS_REASONS.businessPhone,
      whatsappNumber: APP_SETTINGS_REASONS.whatsappNumber,
    });
  });

  it('refuses a text longer than its limit, naming the limit', () => {
    expect(reasonsOf(settings({ trustBadge2: 'x'.repeat(81) }))).toEqual({ trustBadge2: 'Must be no more than 80 characters.' });
    expect(reasonsOf(settings({ offerDescription: 'x'.repeat(500) }))).toEqual({});
  });

  it('gives one reason per field', () => {
    expect(reasonsOf(settings({ businessPhone: '0'.repeat(31) }))).toEqual({ businessPhone: 'Must be no more than 30 characters.' });
  });
});
