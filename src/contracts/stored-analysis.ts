import { z } from 'zod';
import { QUOTE_ACTIONS } from '../domain/quote-engine/quote-engine-config';
import { AnalysedJobSchema } from './analysis.contract';

/**
 * What a lead keeps of its analysis and recommendation (analyzedJobData, finalRecommendation:
 * docs/product/leads.md#the-lead). These are jsonb columns, so the database cannot vouch for their shape:
 * the leads table's columns parse every value read with these schemas, and a value that does
 * not fit (a row from an older release, a hand edit) reads as null instead of failing the
 * lead. The wire names stay the product's (`analyzedJobData` on the admin API).
 */

const QuoteActionSchema = z.enum(QUOTE_ACTIONS);

/**
 * The analysed job the server made and priced itself when the lead was saved (never the
 * browser's copy), plus the quote method the customer was recommended.
 */
export const StoredAnalysisSchema = AnalysedJobSchema.extend({
  /**
   * The method the quote engine recommended or the customer chose (the leads table shows it before
   * the outcome, docs/product/leads.md#quote-method); null for leads staff took themselves and for
   * the pricing page.
   */
  recommendedAction: QuoteActionSchema.nullable(),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysisSchema>;

/** quote_engine when the engine answered; default when it failed or could not run. */
export const RECOMMENDATION_SOURCES = ['quote_engine', 'default'] as const;

/** The home funnel's recommendation, as it saves it (docs/product/home-flow.md#recommendation-wait). */
export const StoredRecommendationSchema = z.object({
  recommendedType: QuoteActionSchema,
  source: z.enum(RECOMMENDATION_SOURCES),
  /**
   * The quote engine's reasons, one sentence each; the lead panel shows them as the reasoning
   * (docs/product/lead-management.md#detail-panel).
   */
  reasoning: z.array(z.string()),
  /** quote.total: the analysed total in whole pounds. */
  quote: z.object({ total: z.number() }),
});
export type StoredRecommendation = z.infer<typeof StoredRecommendationSchema>;

/** The stored analysis, or null when there is none or it cannot be read. */
export function parseStoredAnalysis(value: unknown): StoredAnalysis | null {
  const parsed = StoredAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The stored recommendation, or null when there is none or it cannot be read. */
export function parseStoredRecommendation(value: unknown): StoredRecommendation | null {
  const parsed = StoredRecommendationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Only the recommended method, for the leads table, which reads that one field out of the
 * jsonb rather than the whole analysis (it can be tens of kilobytes). Anything but a known
 * method reads as null, as it would through parseStoredAnalysis.
 */
export function parseRecommendedAction(value: unknown): StoredAnalysis['recommendedAction'] {
  const parsed = QuoteActionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
