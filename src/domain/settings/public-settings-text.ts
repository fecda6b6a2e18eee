import { toCountText } from '../display/to-count-text';
import { toPricingUrgency } from '../pricing/to-pricing-urgency';
import { type AppSettingsValues, MAX_RATING_STARS } from './default-app-settings';

/** '4.8' → '4.8/5', the home page's rating (docs/product/home-flow.md#customer-type). */
export function toRatingText(googleRating: string): string {
  return `${googleRating.trim()}/${MAX_RATING_STARS}`;
}

/** 69 → 'from 69 reviews'; 1 → 'from 1 review' (ours: singular for one, as with hours). */
export function toReviewCountText(googleReviewCount: number): string {
  const count = toCountText(googleReviewCount);
  return `from ${count} ${googleReviewCount === 1 ? 'review' : 'reviews'}`;
}

/** The three trust badges in order, leaving out any staff left blank. */
export function listTrustBadges(settings: Pick<AppSettingsValues, 'trustBadge1' | 'trustBadge2' | 'trustBadge3'>): string[] {
  return [settings.trustBadge1, settings.trustBadge2, settings.trustBadge3].map((badge) => badge.trim()).filter(Boolean);
}

/**
 * The service promise for the customer's urgency (docs/product/app-settings.md#where-customers-see-them):
 * the urgent text for a job priced as high or emergency (the pricing page's 'As soon as possible'
 * included), the standard text otherwise; null when staff left that text blank.
 */
export function toServiceText(
  urgency: string | null | undefined,
  settings: Pick<AppSettingsValues, 'urgentServiceText' | 'standardServiceText'>,
): string | null {
  const pricingUrgency = toPricingUrgency(urgency);
  const isUrgent = pricingUrgency === 'high' || pricingUrgency === 'emergency';
  const text = (isUrgent ? settings.urgentServiceText : settings.standardServiceText).trim();
  return text || null;
}
