import { createHash } from 'node:crypto';
import type { IssueQuoteBody, IssuedQuote } from '#contracts/quotes.contract';
import { canQuoteAnalysis, priceQuoteFigures, toIssuedQuoteValidUntil, toQuotedDescription } from '#domain/quotes/issue-quote';
import { PROMO_CODE } from '#domain/pricing/apply-promo-code';
import { toPricingUrgency } from '#domain/pricing/to-pricing-urgency';
import { issuedQuotes } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { analyseJobDescription, type AnalyseDeps } from '../analysis/analyse-job-description';
import { getPricingConfig } from '../pricing/get-pricing-config';
import { toIssuedQuote } from './to-issued-quote';

export type IssueQuoteDeps = AnalyseDeps & { now: () => Date };

/** The digest a quote is bound to (docs/product/issued-quotes.md#lead-save). */
export function toDescriptionSha256(jobDescription: string): string {
  return createHash('sha256').update(toQuotedDescription(jobDescription)).digest('hex');
}

/**
 * Issues the quote a customer screen shows (docs/product/issued-quotes.md): the server analyses
 * the description as the analysis screen did, prices it with the config in force for the screen,
 * urgency and promo code, and keeps the figures under an id the lead save names. Nothing the
 * browser computed is read.
 */
export async function issueQuote(deps: IssueQuoteDeps, body: IssueQuoteBody): Promise<IssuedQuote> {
  const { config, version } = await getPricingConfig(deps);
  const analysedJob = await analyseJobDescription(deps, body.jobDescription);
  if (!canQuoteAnalysis(analysedJob)) {
    throw new UnprocessableError(
      'This description names no work we price: it is not handyman work, or only a specialist can do it.',
      [{ name: 'jobDescription', reason: 'names no work we price' }],
      'nothing_to_quote',
    );
  }
  const promoCode = body.screen === 'instant_quote' ? (body.promoCode ?? null) : null;
  const figures = priceQuoteFigures(analysedJob, config, { screen: body.screen, urgency: body.urgency, promoCode });
  const issuedAt = deps.now();
  const [row] = await deps.db
    .insert(issuedQuotes)
    .values({
      screen: body.screen,
      descriptionSha256: toDescriptionSha256(body.jobDescription),
      urgency: toPricingUrgency(body.urgency),
      promoCode: figures.discountApplied ? PROMO_CODE : null,
      pricingVersion: version,
      figures,
      analysis: { ...analysedJob, recommendedAction: null },
      issuedAt,
      validUntil: toIssuedQuoteValidUntil(issuedAt),
    })
    .returning();
  if (!row) throw new Error('the quote was not stored');
  const quote = toIssuedQuote(row);
  if (!quote) throw new Error('the stored quote could not be read back');
  return quote;
}
