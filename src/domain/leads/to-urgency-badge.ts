import { PRICING_PAGE_URGENCY_LABELS } from '../display/to-urgency-label';
import { toTitleWords } from './to-title-words';

/** How pressing a lead is, as the badge's colour says it: red, amber, green, or grey (unknown). */
export type UrgencyTone = 'urgent' | 'soon' | 'relaxed' | 'unknown';

export type UrgencyBadge = { label: string; tone: UrgencyTone };

/**
 * The forms use within_week, within_month and no_rush (docs/product/leads.md#urgency), and the
 * badge also styles high, medium and low. Leads from the home flow carry emergency and the pricing
 * page asap, so both vocabularies map onto one scale. Labels are short: the badge sits in a table
 * cell.
 */
const URGENCY_BADGES: ReadonlyMap<string, UrgencyBadge> = new Map([
  ['emergency', { label: 'Emergency', tone: 'urgent' }],
  ['high', { label: 'High', tone: 'urgent' }],
  ['asap', { label: PRICING_PAGE_URGENCY_LABELS.asap, tone: 'urgent' }],
  ['medium', { label: 'Medium', tone: 'soon' }],
  ['within_week', { label: PRICING_PAGE_URGENCY_LABELS.within_week, tone: 'soon' }],
  ['low', { label: 'Low', tone: 'relaxed' }],
  ['within_month', { label: PRICING_PAGE_URGENCY_LABELS.within_month, tone: 'relaxed' }],
  ['no_rush', { label: PRICING_PAGE_URGENCY_LABELS.no_rush, tone: 'relaxed' }],
]);

/** Null when the lead has no urgency: the table then shows no badge rather than a guess. */
export function toUrgencyBadge(urgency: string | null | undefined): UrgencyBadge | null {
  const value = (urgency ?? '').trim().toLowerCase();
  if (value === '') return null;
  return URGENCY_BADGES.get(value) ?? { label: toTitleWords(value), tone: 'unknown' };
}
