import { DEFAULT_PRIVACY_NOTICE, DEFAULT_TERMS } from './default-legal-texts';

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
  /** Whether the firm is VAT-registered: every price line says whether VAT is included (docs/product/app-settings.md#vat). */
  vatRegistered: boolean;
  /**
   * The claims the description fixes, each a setting so a firm never shows a number it cannot
   * stand behind (docs/product/app-settings.md#claims); blank hides the claim.
   */
  instantQuoteAccuracyText: string;
  instantQuoteTimeText: string;
  videoQuoteAccuracyText: string;
  videoQuoteTimeText: string;
  siteVisitAccuracyText: string;
  instantQuoteVisitFeeText: string;
  bookingVisitFeeText: string;
  homeQuoteValidityText: string;
  pricingQuoteValidityText: string;
  companyDetails: string;
  privacyNotice: string;
  termsText: string;
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
  // Most one-person handyman firms trade under the VAT threshold; a registered firm ticks the box.
  vatRegistered: false,
  instantQuoteAccuracyText: '92% accurate',
  instantQuoteTimeText: 'Under 2 minutes',
  videoQuoteAccuracyText: '98% accurate',
  videoQuoteTimeText: 'About 5 minutes',
  siteVisitAccuracyText: '100% accurate',
  instantQuoteVisitFeeText: '£65',
  bookingVisitFeeText: '£220',
  homeQuoteValidityText: 'Quote valid for 3 hours while slots remain open',
  pricingQuoteValidityText: 'Quote valid for 30 days',
  companyDetails: '',
  privacyNotice: DEFAULT_PRIVACY_NOTICE,
  termsText: DEFAULT_TERMS,
};

/** What the customer screens show: every setting (docs/product/app-settings.md#where-customers-see-them). */
export type PublicAppSettings = AppSettingsValues;

export type PublicBusinessSettings = Pick<AppSettingsValues, 'businessName' | 'businessPhone' | 'whatsappNumber'>;

/** The longest text each setting takes (docs/product/app-settings.md#fields); the contract and the save rule use the same. */
export const APP_SETTINGS_TEXT_LIMITS = {
  googleRating: 20,
  trustBadge1: 80,
  trustBadge2: 80,
  trustBadge3: 80,
  businessName: 80,
  businessPhone: 30,
  whatsappNumber: 30,
  offerText: 200,
  offerDescription: 500,
  urgentServiceText: 200,
  standardServiceText: 200,
  instantQuoteAccuracyText: 60,
  instantQuoteTimeText: 60,
  videoQuoteAccuracyText: 60,
  videoQuoteTimeText: 60,
  siteVisitAccuracyText: 60,
  instantQuoteVisitFeeText: 30,
  bookingVisitFeeText: 30,
  homeQuoteValidityText: 120,
  pricingQuoteValidityText: 120,
  companyDetails: 300,
  privacyNotice: 20000,
  termsText: 20000,
} as const satisfies Partial<Record<keyof AppSettingsValues, number>>;

/** Stars shown beside the rating: one to five (docs/product/app-settings.md#fields). */
export const MIN_RATING_STARS = 1;
export const MAX_RATING_STARS = 5;
/** Google ratings run from 0 to 5; the home page shows '{rating}/5'. */
export const MAX_GOOGLE_RATING = 5;
/** A review count beyond this is a slip of the hand, not a real firm's reviews. */
export const MAX_REVIEW_COUNT = 1_000_000;
