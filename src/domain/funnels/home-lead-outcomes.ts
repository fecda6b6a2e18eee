import type { QuoteAction } from '../quote-engine/quote-engine-config';
import type { HomeStage } from './home-stages';

/**
 * Outcomes the home flow records on its lead (docs/product/home-flow.md#lead-saves). The draft
 * and the final outcomes of the instant quote and the site visit are ours: the original names
 * only the method choice and the video request. We use the back office's own quote-method words
 * (job_details_confirmed, phone_quote, site_visit: docs/product/leads.md#outcomes) so staff see labels.
 */
export const DRAFT_LEAD_OUTCOME = 'job_details_confirmed';

export function toMethodChosenOutcome(method: QuoteAction): string {
  return `quote_method_selected_${method}`;
}

/** The final outcome of each method screen's submit. */
export const FINAL_LEAD_OUTCOMES: Readonly<Partial<Record<HomeStage, string>>> = {
  phone_quote: 'phone_quote',
  whatsapp_video: 'video_assessment_requested',
  book_handyman: 'site_visit',
};

export function getFinalLeadOutcome(stage: HomeStage): string | null {
  return FINAL_LEAD_OUTCOMES[stage] ?? null;
}
