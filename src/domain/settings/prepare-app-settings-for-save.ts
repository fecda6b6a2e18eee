import type { InvalidParam, ValidationResult } from '../invalid-param';
import {
  APP_SETTINGS_TEXT_LIMITS,
  type AppSettingsValues,
  MAX_GOOGLE_RATING,
  MAX_RATING_STARS,
  MAX_REVIEW_COUNT,
  MIN_RATING_STARS,
} from './default-app-settings';
import { normaliseUkPhoneNumber } from './normalise-uk-phone-number';

/** '4.8', '5', '4.75': a rating written the way Google shows it. */
const RATING_PATTERN = /^\d(\.\d{1,2})?$/;

export const APP_SETTINGS_REASONS = {
  googleRating: 'Enter a rating from 0 to 5, for example 4.8.',
  googleRatingStars: `Choose from ${MIN_RATING_STARS} to ${MAX_RATING_STARS} stars.`,
  googleReviewCount: 'Enter a whole number of reviews from 0 to 1,000,000.',
  businessName: 'Enter the business name customers see.',
  businessPhone: 'Enter a UK phone number, for example 01632 960000 or +44 1632 960000.',
  whatsappNumber: 'Enter a UK number WhatsApp can reach, for example 07700 900000 or +44 7700 900000.',
} as const;

type TextField = keyof typeof APP_SETTINGS_TEXT_LIMITS;

function isWholeNumberBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The App Settings save (docs/product/app-settings.md#saving): every text trimmed and within its
 * length, the rating a number from 0 to 5, stars 1 to 5, a whole review count, a business name,
 * and both phone numbers UK numbers, stored in one normal form each: the business phone as a UK
 * caller reads it ('01632 960000'), the WhatsApp number as the international digits wa.me needs
 * ('447700900000'). Returns every reason at once, named by wire field, or the values to store.
 */
export function prepareAppSettingsForSave(input: AppSettingsValues): ValidationResult<AppSettingsValues> {
  const problems: InvalidParam[] = [];
  const trimmed = { ...input };
  for (const field of Object.keys(APP_SETTINGS_TEXT_LIMITS) as TextField[]) {
    const value = input[field].trim();
    trimmed[field] = value;
    const limit = APP_SETTINGS_TEXT_LIMITS[field];
    if (value.length > limit) problems.push({ name: field, reason: `Must be no more than ${limit} characters.` });
  }

  const rating = Number(trimmed.googleRating);
  if (!RATING_PATTERN.test(trimmed.googleRating) || rating > MAX_GOOGLE_RATING) {
    problems.push({ name: 'googleRating', reason: APP_SETTINGS_REASONS.googleRating });
  }
  if (!isWholeNumberBetween(input.googleRatingStars, MIN_RATING_STARS, MAX_RATING_STARS)) {
    problems.push({ name: 'googleRatingStars', reason: APP_SETTINGS_REASONS.googleRatingStars });
  }
  if (!isWholeNumberBetween(input.googleReviewCount, 0, MAX_REVIEW_COUNT)) {
    problems.push({ name: 'googleReviewCount', reason: APP_SETTINGS_REASONS.googleReviewCount });
  }
  if (!trimmed.businessName) problems.push({ name: 'businessName', reason: APP_SETTINGS_REASONS.businessName });

  const phone = normaliseUkPhoneNumber(trimmed.businessPhone);
  if (!phone) problems.push({ name: 'businessPhone', reason: APP_SETTINGS_REASONS.businessPhone });
  const whatsapp = normaliseUkPhoneNumber(trimmed.whatsappNumber);
  if (!whatsapp) problems.push({ name: 'whatsappNumber', reason: APP_SETTINGS_REASONS.whatsappNumber });

  // A field refused twice (too long and not a phone number) shows its first reason only.
  const seen = new Set<string>();
  const invalidParams = problems.filter((problem) => !seen.has(problem.name) && seen.add(problem.name));
  if (invalidParams.length > 0 || !phone || !whatsapp) return { ok: false, invalidParams };
  return {
    ok: true,
    value: { ...trimmed, businessPhone: phone.national, whatsappNumber: whatsapp.internationalDigits },
  };
}
