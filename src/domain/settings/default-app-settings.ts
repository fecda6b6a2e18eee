/**
 * Every app setting staff edit on the App Settings screen (docs/product/app-settings.md#fields);
 * the API adds `updatedAt`.
 */
export type AppSettingsValues = {
  googleRating: string;
  googleRatingStars: number;
  googleReviewCount: number;
  trustBadge1: string;
  trustBadge2: string;
  trustBadge3: string;
  businessName: string;
  businessPhone: string;
  whatsappNumber: string;
  offerText: string;
  offerDescription: string;
  urgentServiceText: string;
  standardServiceText: string;
};

/**
 * The app settings used until staff change them, and by the funnels while the settings load or
 * when loading them fails (docs/product/shared-behaviour.md#app-settings). The phone numbers are
 * Ofcom's drama ranges: placeholders that can never reach a real person, which is why every
 * back-office screen warns while they are still in place
 * (docs/product/app-settings.md#placeholder-numbers).
 */
export const DEFAULT_APP_SETTINGS: Readonly<AppSettingsValues> = {
  googleRating: '4.8',
  googleRatingStars: 5,
  googleReviewCount: 69,
  trustBadge1: 'Fast quotes',
  trustBadge2: 'Fully insured',
  trustBadge3: 'No obligation',
  businessName: 'Handyman Services',
  businessPhone: '01632 960000',
  whatsappNumber: '447700900000',
  offerText: 'Quotes in under 60 mins',
  offerDescription: 'Trusted by 900+ customers',
  urgentServiceText: 'Same-day help for urgent jobs',
  standardServiceText: 'Most jobs booked within 1-2 days',
};

/** What the customer screens show: every setting (docs/product/app-settings.md#where-customers-see-them). */
export type PublicAppSettings = AppSettingsValues;

export type PublicBusinessSettings = Pick<AppSettingsValues, 'businessName' | 'businessPhone' | 'whatsappNumber'>;
