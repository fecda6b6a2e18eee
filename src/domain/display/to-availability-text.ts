import { toPricingUrgency } from '../pricing/to-pricing-urgency';

/** Where the availability line is shown (docs/product/home-flow.md#availability-text). */
export const AVAILABILITY_SCREENS = ['quote', 'video', 'booking'] as const;
export type AvailabilityScreen = (typeof AVAILABILITY_SCREENS)[number];

export const AVAILABILITY_TEXTS = {
  sameDay: 'Same day',
  nextDay: 'Next day',
  withinTwoToThreeDays: 'Within 2-3 days',
  withinTwoHours: 'Within 2 hours',
} as const;

/**
 * docs/product/home-flow.md#availability-text: on the quote and video screens high is same day, low
 * 2-3 days, medium or other next day; on the booking screen high is within 2 hours, low 2-3 days,
 * medium next day. Emergency is promised what high is (an emergency must never be told "next day");
 * the pricing page's words read through the pricing mapping (asap as high, no_rush as low).
 */
export function toAvailabilityText(urgency: string | null | undefined, screen: AvailabilityScreen): string {
  const level = toPricingUrgency(urgency);
  if (level === 'high' || level === 'emergency') {
    return screen === 'booking' ? AVAILABILITY_TEXTS.withinTwoHours : AVAILABILITY_TEXTS.sameDay;
  }
  if (level === 'low') return AVAILABILITY_TEXTS.withinTwoToThreeDays;
  return AVAILABILITY_TEXTS.nextDay;
}
