import { eq } from 'drizzle-orm';
import type { StoredAnalysis } from '#contracts/stored-analysis';
import { checkIssuedQuote, type IssuedQuoteCheck, type IssuedQuoteFigures } from '#domain/quotes/issue-quote';
import type { Database } from '#server/db/client';
import { issuedQuotes } from '#server/db/schema';
import { toDescriptionSha256 } from './issue-quote';
import { toIssuedQuote } from './to-issued-quote';

export type HonouredQuote = {
  id: string;
  figures: IssuedQuoteFigures;
  analysis: StoredAnalysis;
  pricingVersion: number;
};

export type QuoteLookup = { quote: HonouredQuote } | { quote: null; reason: 'not_found' | Extract<IssuedQuoteCheck, { ok: false }>['reason'] };

/**
 * The issued quote a lead save names, when the save may store it (docs/product/issued-quotes.md#lead-save):
 * the server's own record, checked against the save's description, urgency and flow. The reason
 * is answered when it may not, so the caller can log it.
 */
export async function findHonouredQuote(
  db: Pick<Database, 'select'>,
  save: { quoteId: string; jobDescription: string; source: string; urgency: string | null | undefined; now: Date },
): Promise<QuoteLookup> {
  const [row] = await db.select().from(issuedQuotes).where(eq(issuedQuotes.id, save.quoteId)).limit(1);
  const quote = row ? toIssuedQuote(row) : null;
  if (!row || !quote || !row.analysis) return { quote: null, reason: 'not_found' };
  const check = checkIssuedQuote(
    {
      screen: quote.screen,
      urgency: quote.urgency,
      validUntil: row.validUntil,
      descriptionMatches: row.descriptionSha256 === toDescriptionSha256(save.jobDescription),
    },
    save,
  );
  if (!check.ok) return { quote: null, reason: check.reason };
  return { quote: { id: quote.id, figures: quote, analysis: row.analysis, pricingVersion: quote.pricingVersion } };
}
