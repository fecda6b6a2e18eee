import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const text = (max: number) => z.string().trim().max(max);

/** App settings (docs/product/app-settings.md#fields); the public funnels read the business fields. */
export const AppSettingsSchema = z.object({
  googleRating: text(20),
  googleRatingStars: z.number().int().min(1).max(5),
  googleReviewCount: z.number().int().min(0).max(1_000_000),
  trustBadge1: text(80),
  trustBadge2: text(80),
  trustBadge3: text(80),
  businessName: text(80).min(1),
  businessPhone: text(30).min(1),
  whatsappNumber: text(30).regex(/^\+?[0-9 ]{7,20}$/, 'Digits only, optionally starting with +'),
  offerText: text(200),
  offerDescription: text(500),
  urgentServiceText: text(200),
  standardServiceText: text(200),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const AppSettingsInputSchema = AppSettingsSchema.omit({ updatedAt: true });
export type AppSettingsInput = z.infer<typeof AppSettingsInputSchema>;

export const getAppSettings = defineEndpoint({
  method: 'GET',
  path: '/api/app-settings',
  responses: { 200: AppSettingsSchema },
});

/**
 * Staff save the settings; the answer is the updated settings (docs/product/app-settings.md#saving).
 * Implemented with the App Settings screen.
 */
export const updateAppSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/app-settings',
  body: AppSettingsInputSchema,
  responses: { 200: AppSettingsSchema },
});
