import type { AppSettingsValues } from '#domain/settings/default-app-settings';
import type { appSettings } from '#server/db/schema';

/** The stored row's settings, in the order the API lists them (and a version's changes follow). */
export function toAppSettingsValues(row: typeof appSettings.$inferSelect): AppSettingsValues {
  return {
    googleRating: row.googleRating,
    googleRatingStars: row.googleRatingStars,
    googleReviewCount: row.googleReviewCount,
    trustBadge1: row.trustBadge1,
    trustBadge2: row.trustBadge2,
    trustBadge3: row.trustBadge3,
    businessName: row.businessName,
    businessPhone: row.businessPhone,
    whatsappNumber: row.whatsappNumber,
    offerText: row.offerText,
    offerDescription: row.offerDescription,
    urgentServiceText: row.urgentServiceText,
    standardServiceText: row.standardServiceText,
    vatRegistered: row.vatRegistered,
    instantQuoteAccuracyText: row.instantQuoteAccuracyText,
    instantQuoteTimeText: row.instantQuoteTimeText,
    videoQuoteAccuracyText: row.videoQuoteAccuracyText,
    videoQuoteTimeText: row.videoQuoteTimeText,
    siteVisitAccuracyText: row.siteVisitAccuracyText,
    instantQuoteVisitFeeText: row.instantQuoteVisitFeeText,
    bookingVisitFeeText: row.bookingVisitFeeText,
    homeQuoteValidityText: row.homeQuoteValidityText,
    pricingQuoteValidityText: row.pricingQuoteValidityText,
    companyDetails: row.companyDetails,
    privacyNotice: row.privacyNotice,
    termsText: row.termsText,
  };
}
