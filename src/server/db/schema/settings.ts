import { boolean, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import { staffAccounts } from './staff';

/**
 * Singleton rows (id = 1): the seed inserts the defaults once (docs/product/app-settings.md#fields,
 * docs/product/pricing-config.md#defaults, docs/product/quote-engine.md#defaults); staff edits are never
 * overwritten by a later start.
 */
export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey().default(1),
  googleRating: text('google_rating').notNull(),
  googleRatingStars: integer('google_rating_stars').notNull(),
  googleReviewCount: integer('google_review_count').notNull(),
  trustBadge1: text('trust_badge_1').notNull(),
  trustBadge2: text('trust_badge_2').notNull(),
  trustBadge3: text('trust_badge_3').notNull(),
  businessName: text('business_name').notNull(),
  businessPhone: text('business_phone').notNull(),
  whatsappNumber: text('whatsapp_number').notNull(),
  offerText: text('offer_text').notNull(),
  offerDescription: text('offer_description').notNull(),
  urgentServiceText: text('urgent_service_text').notNull(),
  standardServiceText: text('standard_service_text').notNull(),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  instantQuoteAccuracyText: text('instant_quote_accuracy_text').notNull().default(DEFAULT_APP_SETTINGS.instantQuoteAccuracyText),
  instantQuoteTimeText: text('instant_quote_time_text').notNull().default(DEFAULT_APP_SETTINGS.instantQuoteTimeText),
  videoQuoteAccuracyText: text('video_quote_accuracy_text').notNull().default(DEFAULT_APP_SETTINGS.videoQuoteAccuracyText),
  videoQuoteTimeText: text('video_quote_time_text').notNull().default(DEFAULT_APP_SETTINGS.videoQuoteTimeText),
  siteVisitAccuracyText: text('site_visit_accuracy_text').notNull().default(DEFAULT_APP_SETTINGS.siteVisitAccuracyText),
  instantQuoteVisitFeeText: text('instant_quote_visit_fee_text').notNull().default(DEFAULT_APP_SETTINGS.instantQuoteVisitFeeText),
  bookingVisitFeeText: text('booking_visit_fee_text').notNull().default(DEFAULT_APP_SETTINGS.bookingVisitFeeText),
  homeQuoteValidityText: text('home_quote_validity_text').notNull().default(DEFAULT_APP_SETTINGS.homeQuoteValidityText),
  pricingQuoteValidityText: text('pricing_quote_validity_text').notNull().default(DEFAULT_APP_SETTINGS.pricingQuoteValidityText),
  companyDetails: text('company_details').notNull().default(DEFAULT_APP_SETTINGS.companyDetails),
  privacyNotice: text('privacy_notice').notNull().default(DEFAULT_APP_SETTINGS.privacyNotice),
  termsText: text('terms_text').notNull().default(DEFAULT_APP_SETTINGS.termsText),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
});

export const pricingConfig = pgTable('pricing_config', {
  id: integer('id').primaryKey().default(1),
  baseRatePence: integer('base_rate_pence').notNull(),
  calloutFeePence: integer('callout_fee_pence').notNull(),
  /** A fraction: 0.15 is a 15 % markup. */
  materialMarkup: real('material_markup').notNull(),
  minimumChargePence: integer('minimum_charge_pence').notNull(),
  maxDailyHours: real('max_daily_hours').notNull(),
  urgencyModifiers: jsonb('urgency_modifiers').notNull(),
  complexityModifiers: jsonb('complexity_modifiers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
});

export const quoteEngineConfig = pgTable('quote_engine_config', {
  id: integer('id').primaryKey().default(1),
  /** weights, thresholds, customerTypeValues, jobScopeValues, urgencyValues (validated by the domain). */
  config: jsonb('config').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
});
