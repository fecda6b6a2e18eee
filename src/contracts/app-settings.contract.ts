import { z } from 'zod';
import type { AppSettingsValues } from '../domain/settings/default-app-settings';
import { APP_SETTINGS_TEXT_LIMITS, DEFAULT_APP_SETTINGS, MAX_RATING_STARS, MAX_REVIEW_COUNT, MIN_RATING_STARS } from '../domain/settings/default-app-settings';
import { defineEndpoint } from './endpoint';

const text = (max: number) => z.string().trim().max(max);
const limits = APP_SETTINGS_TEXT_LIMITS;

/**
 * The settings staff edit (docs/product/app-settings.md#fields). The contract checks shapes and
 * lengths; what a value must mean (a rating, a UK phone number, stored in its normal form) is the
 * domain's save rule, prepareAppSettingsForSave, which answers 422 naming each field.
 */
export const AppSettingsInputSchema = z.object({
  googleRating: text(limits.googleRating),
  googleRatingStars: z.number().int().min(MIN_RATING_STARS).max(MAX_RATING_STARS),
  googleReviewCount: z.number().int().min(0).max(MAX_REVIEW_COUNT),
  trustBadge1: text(limits.trustBadge1),
  trustBadge2: text(limits.trustBadge2),
  trustBadge3: text(limits.trustBadge3),
  businessName: text(limits.businessName).min(1),
  businessPhone: text(limits.businessPhone).min(1),
  whatsappNumber: text(limits.whatsappNumber).min(1),
  offerText: text(limits.offerText),
  offerDescription: text(limits.offerDescription),
  urgentServiceText: text(limits.urgentServiceText),
  standardServiceText: text(limits.standardServiceText),
  // Versions saved before the setting existed restore as not registered, as they were shown.
  vatRegistered: z.boolean().default(false),
  instantQuoteAccuracyText: text(limits.instantQuoteAccuracyText).default(DEFAULT_APP_SETTINGS.instantQuoteAccuracyText),
  instantQuoteTimeText: text(limits.instantQuoteTimeText).default(DEFAULT_APP_SETTINGS.instantQuoteTimeText),
  videoQuoteAccuracyText: text(limits.videoQuoteAccuracyText).default(DEFAULT_APP_SETTINGS.videoQuoteAccuracyText),
  videoQuoteTimeText: text(limits.videoQuoteTimeText).default(DEFAULT_APP_SETTINGS.videoQuoteTimeText),
  siteVisitAccuracyText: text(limits.siteVisitAccuracyText).default(DEFAULT_APP_SETTINGS.siteVisitAccuracyText),
  instantQuoteVisitFeeText: text(limits.instantQuoteVisitFeeText).default(DEFAULT_APP_SETTINGS.instantQuoteVisitFeeText),
  bookingVisitFeeText: text(limits.bookingVisitFeeText).default(DEFAULT_APP_SETTINGS.bookingVisitFeeText),
  homeQuoteValidityText: text(limits.homeQuoteValidityText).default(DEFAULT_APP_SETTINGS.homeQuoteValidityText),
  pricingQuoteValidityText: text(limits.pricingQuoteValidityText).default(DEFAULT_APP_SETTINGS.pricingQuoteValidityText),
  companyDetails: text(limits.companyDetails).default(DEFAULT_APP_SETTINGS.companyDetails),
  privacyNotice: text(limits.privacyNotice).default(DEFAULT_APP_SETTINGS.privacyNotice),
  termsText: text(limits.termsText).default(DEFAULT_APP_SETTINGS.termsText),
}) satisfies z.ZodType<AppSettingsValues>;
export type AppSettingsInput = z.infer<typeof AppSettingsInputSchema>;

/** App settings as the API answers them, public: customers read them (docs/product/shared-behaviour.md#app-settings). */
export const AppSettingsSchema = AppSettingsInputSchema.extend({
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const getAppSettings = defineEndpoint({
  method: 'GET',
  path: '/api/app-settings',
  responses: { 200: AppSettingsSchema },
});

/**
 * Staff save the settings; the answer is the updated settings (docs/product/app-settings.md#saving).
 * Every save is kept as a version.
 */
export const updateAppSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/app-settings',
  body: AppSettingsInputSchema,
  responses: { 200: AppSettingsSchema },
});
