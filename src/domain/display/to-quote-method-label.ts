import { truncateText } from './truncate-text';

/** Quote methods with their own labels (docs/product/leads.md#quote-method). */
export const QUOTE_METHOD_LABELS: ReadonlyMap<string, string> = new Map([
  ['phone_quote', 'Phone Quote'],
  ['whatsapp_video', 'WhatsApp Video'],
  ['site_visit', 'Site Visit'],
  ['instant_quote', 'Instant Quote'],
  ['video_quote', 'Video Quote'],
  ['job_details_confirmed', 'Job Details Confirmed'],
]);

export const UNKNOWN_QUOTE_METHOD_LABEL = 'Not recorded';

/** The job description is cut to 50 characters in the leads table (docs/product/lead-management.md#table). */
export const LEAD_JOB_TEXT_MAX_CHARS = 50;

export function toLeadJobText(jobDescription: string | null | undefined): string {
  return truncateText(jobDescription ?? '', LEAD_JOB_TEXT_MAX_CHARS);
}

/**
 * The quote method shown is the analysis's recommendedAction when present, otherwise the
 * outcome; a blank value counts as none (docs/product/leads.md#quote-method).
 */
export function getLeadQuoteMethod(lead: { recommendedAction?: string | null; outcome?: string | null }): string | null {
  const recommended = lead.recommendedAction?.trim() ?? '';
  if (recommended !== '') return recommended;
  const outcome = lead.outcome?.trim() ?? '';
  return outcome === '' ? null : outcome;
}

/**
 * Known methods by label; any other value with underscores as spaces, title-cased
 * (docs/product/leads.md#quote-method).
 */
export function toQuoteMethodLabel(method: string | null | undefined): string {
  const value = (method ?? '').trim();
  if (value === '') return UNKNOWN_QUOTE_METHOD_LABEL;
  const known = QUOTE_METHOD_LABELS.get(value.toLowerCase());
  if (known) return known;
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
