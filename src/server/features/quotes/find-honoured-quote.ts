import { eq } from 'drizzle-orm';
import type { StoredAnalysis } from '#contracts/stored-analysis';
import { checkIssuedQuote, QUOTE_SCREENS, type IssuedQuoteCheck, type IssuedQuoteFigures, type QuoteScreen } from '#domain/quotes/issue-quote';
import { PRICING_URGENCIES, type PricingUrgency } from '#domain/pricing/pricing-config';
import type { Database } from '#server/db/client';
import { issuedQuotes } from '#server/db/schema';
import { toDescriptionSha256 } from './issue-quote';

export type HonouredQuote = {
  id: string;
  figures: IssuedQuoteFigures;
  analysis: StoredAnalysis;
  pricingVersion: number;
};

export type QuoteLookup = { quote: HonouredQuote } | { quote: null; reason: 'not_found' | Extract<IssuedQuoteCheck, { ok: false }>['reason'] };

const isScreen = (value: string): value is QuoteScreen => (QUOTE_SCREENS as readonly string[]).includes(value);
const isUrgency = (value: string): value is PricingUrgency => (PRICING_URGENCIES as readonly string[]).includes(value);

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
  if (!row || !row.figures || !row.analysis || !isScreen(row.screen) || !isUrgency(row.urgency)) return { quote: null, reason: 'not_found' };
  const check = checkIssuedQuote(
    {
      screen: row.screen,
      urgency: row.urgency,
      validUntil: row.validUntil,
      descriptionMatches: row.descriptionSha256 === toDescriptionSha256(save.jobDescription),
    },
    save,
  );
  if (!check.ok) return { quote: null, reason: check.reason };
  return { quote: { id: row.id, figures: row.figures, analysis: row.analysis, pricingVersion: row.pricingVersion } };
}
