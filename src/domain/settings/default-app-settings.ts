/**
 * The public app settings used until staff change them, and by the funnels when loading the
 * settings fails (docs/product/shared-behaviour.md#app-settings). The phone numbers are Ofcom's drama ranges:
 * placeholders that can never reach a real person.
 */
export const DEFAULT_APP_SETTINGS = {
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
} as const;

export type PublicBusinessSettings = {
  businessName: string;
  businessPhone: string;
  whatsappNumber: string;
};
