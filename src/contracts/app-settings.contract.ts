import { z } from 'zod';
import type { AppSettingsValues } from '../domain/settings/default-app-settings';
import {
  APP_SETTINGS_REASONS,
  APP_SETTINGS_TEXT_LIMITS,
  MAX_RATING_STARS,
  MAX_REVIEW_COUNT,
  MIN_RATING_STARS,
} from '../domain/settings/prepare-app-settings-for-save';
import { defineConfigVersionEndpoints } from './config-versions.contract';
import { defineEndpoint } from './endpoint';

const text = (max: number) => z.string().trim().max(max, `Must be no more than ${max} characters.`);
const limits = APP_SETTINGS_TEXT_LIMITS;
/** A whole number in a range, with the one reason the form shows for any slip (an empty box included). */
const wholeNumber = (min: number, max: number, reason: string) => z.number({ error: reason }).int(reason).min(min, reason).max(max, reason);

/**
 * The settings staff edit (docs/product/app-settings.md#fields). The contract checks shapes and
 * lengths; what a value must mean (a rating, a UK phone number, stored in its normal form) is the
 * domain's save rule, prepareAppSettingsForSave, which answers 422 naming each field.
 */
export const AppSettingsInputSchema = z.object({
  googleRating: text(limits.googleRating),
  googleRatingStars: wholeNumber(MIN_RATING_STARS, MAX_RATING_STARS, APP_SETTINGS_REASONS.googleRatingStars),
  googleReviewCount: wholeNumber(0, MAX_REVIEW_COUNT, APP_SETTINGS_REASONS.googleReviewCount),
  trustBadge1: text(limits.trustBadge1),
  trustBadge2: text(limits.trustBadge2),
  trustBadge3: text(limits.trustBadge3),
  businessName: text(limits.businessName).min(1, APP_SETTINGS_REASONS.businessName),
  businessPhone: text(limits.businessPhone).min(1, APP_SETTINGS_REASONS.businessPhone),
  whatsappNumber: text(limits.whatsappNumber).min(1, APP_SETTINGS_REASONS.whatsappNumber),
  offerText: text(limits.offerText),
  offerDescription: text(limits.offerDescription),
  urgentServiceText: text(limits.urgentServiceText),
  standardServiceText: text(limits.standardServiceText),
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

/** The settings' history and restore (docs/product/app-settings.md#history). */
export const appSettingsVersions = defineConfigVersionEndpoints('/api/app-settings', AppSettingsSchema);
