import { toWholePoundsText } from '../money';
import { REFERRAL_CALLBACK_OUTCOME } from '../funnels/has-only-referrals';
import { DRAFT_LEAD_OUTCOME, FINAL_LEAD_OUTCOMES } from '../funnels/home-lead-outcomes';
import { DRAFT_LEAD_STATUS } from './can-change-lead-status';

/**
 * What the customer chose, in staff's words, from the lead's outcome
 * (docs/product/lead-management.md#customer-choice): shown beside the AI's quote method.
 */
export const CUSTOMER_ROUTE_LABELS: ReadonlyMap<string, string> = new Map([
  [FINAL_LEAD_OUTCOMES.phone_quote ?? 'phone_quote', 'Online Quote (locked in)'],
  [FINAL_LEAD_OUTCOMES.whatsapp_video ?? 'video_assessment_requested', 'Video quote requested'],
  ['whatsapp_video', 'Video quote requested'],
  [FINAL_LEAD_OUTCOMES.book_handyman ?? 'site_visit', 'Site visit requested'],
  [REFERRAL_CALLBACK_OUTCOME, 'Call back (specialist work)'],
  ['pricing_page_quote_viewed', 'Pricing page quote shown'],
]);

export const LEFT_DETAILS_LABEL = 'Left details, did not choose';
export const UNKNOWN_ROUTE_LABEL = 'Not recorded';

const METHOD_CHOSEN_PREFIX = 'quote_method_selected_';

/**
 * A draft, or a lead stopped at the confirmed job or at a method it never submitted, left its
 * details without choosing; a known final outcome has its words; anything else is not recorded.
 */
export function toCustomerRouteLabel(lead: { outcome?: string | null; status?: string | null }): string {
  const outcome = (lead.outcome ?? '').trim().toLowerCase();
  const known = CUSTOMER_ROUTE_LABELS.get(outcome);
  if (known) return known;
  if (lead.status === DRAFT_LEAD_STATUS || outcome === DRAFT_LEAD_OUTCOME || outcome.startsWith(METHOD_CHOSEN_PREFIX)) {
    return LEFT_DETAILS_LABEL;
  }
  return UNKNOWN_ROUTE_LABEL;
}

/**
 * The range the customer was shown, from the lead's stored estimate, with the promo discount
 * marked when it applied; null when no whole range was stored
 * (docs/product/lead-management.md#customer-choice).
 */
export function toShownRangeText(lead: { estimatedPriceLow?: number | null; estimatedPriceHigh?: number | null; discountApplied?: boolean }): string | null {
  const { estimatedPriceLow: low, estimatedPriceHigh: high } = lead;
  if (typeof low !== 'number' || typeof high !== 'number' || low < 0 || high < 0) return null;
  const range = `${toWholePoundsText(low)} - ${toWholePoundsText(high)}`;
  return lead.discountApplied === true ? `${range} (promo discount applied)` : range;
}
