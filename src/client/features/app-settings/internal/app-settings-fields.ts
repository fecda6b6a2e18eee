import type { AppSettingsInput } from '#contracts/app-settings.contract';

export type AppSettingsField = keyof AppSettingsInput;

/** Each field's label on the form and in the version history (docs/product/app-settings.md#form-sections). */
export const APP_SETTINGS_FIELD_LABELS: Readonly<Record<AppSettingsField, string>> = {
  googleRating: 'Google rating',
  googleRatingStars: 'Rating stars',
  googleReviewCount: 'Review count',
  trustBadge1: 'Trust badge 1',
  trustBadge2: 'Trust badge 2',
  trustBadge3: 'Trust badge 3',
  businessName: 'Business name',
  businessPhone: 'Business phone',
  whatsappNumber: 'WhatsApp number',
  offerText: 'Offer text',
  offerDescription: 'Offer description',
  urgentServiceText: 'Urgent service text',
  standardServiceText: 'Standard service text',
  vatRegistered: 'VAT-registered',
  instantQuoteAccuracyText: 'Online Quote accuracy',
  instantQuoteTimeText: 'Online Quote time',
  videoQuoteAccuracyText: 'Video quote accuracy',
  videoQuoteTimeText: 'Video quote time',
  siteVisitAccuracyText: 'Site visit accuracy',
  instantQuoteVisitFeeText: 'Site visit fee struck through on the Online Quote',
  bookingVisitFeeText: 'Site visit fee struck through on the booking screen',
  homeQuoteValidityText: 'Online Quote validity',
  pricingQuoteValidityText: 'Pricing page quote validity',
  companyDetails: 'Company details',
  privacyNotice: 'Privacy notice',
  termsText: 'Terms',
};

export const APP_SETTINGS_FIELDS = Object.keys(APP_SETTINGS_FIELD_LABELS) as AppSettingsField[];

export function describeAppSettingsField(field: string): string {
  return APP_SETTINGS_FIELD_LABELS[field as AppSettingsField] ?? field;
}
