import { desc, isNotNull } from 'drizzle-orm';
import type { QuoteEngineImpact } from '#contracts/quote-engine.contract';
import { compareQuoteEngineRouting } from '#domain/quote-engine/compare-quote-engine-routing';
import { toLeadQuoteEngineInput } from '#domain/quote-engine/lead-quote-engine-input';
import type { QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { validateQuoteEngineConfig } from '#domain/quote-engine/validate-quote-engine-config';
import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { getQuoteEngineConfig } from './get-quote-engine-config';

/** The most recent leads with an analysis that a draft is replayed on (docs/product/quote-engine.md#impact-before-saving). */
export const IMPACT_SAMPLE_SIZE = 200;

/**
 * What a draft configuration would change before it is saved: the most recent leads that have
 * an analysis, each routed by the customer flow's own rule under the saved configuration and
 * under the draft. The stored analysis stands in for a new one, so the replay costs no analysis.
 */
export async function previewQuoteEngineImpact(deps: { db: Database }, input: { config: QuoteEngineConfig }): Promise<QuoteEngineImpact> {
  const validated = validateQuoteEngineConfig(input.config);
  if (!validated.ok) throw new UnprocessableError('The quote engine configuration is not valid.', validated.invalidParams, 'invalid_quote_engine_config');
  const [rows, saved] = await Promise.all([
    deps.db
      .select({
        analysis: leads.analysedJobData,
        customerType: leads.customerType,
        urgency: leads.urgency,
        jobDescription: leads.jobDescription,
      })
      .from(leads)
      .where(isNotNull(leads.analysedJobData))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(IMPACT_SAMPLE_SIZE),
    getQuoteEngineConfig(deps),
  ]);
  const jobs = rows.flatMap(({ analysis, ...lead }) => (analysis ? [toLeadQuoteEngineInput({ analysis, ...lead })] : []));
  return { sampleSize: IMPACT_SAMPLE_SIZE, ...compareQuoteEngineRouting(jobs, saved.config, validated.value) };
}
