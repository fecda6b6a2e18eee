import type { IssuedQuote } from '#contracts/quotes.contract';
import { QUOTE_SCREENS, type QuoteScreen } from '#domain/quotes/issue-quote';
import { PRICING_URGENCIES, type PricingUrgency } from '#domain/pricing/pricing-config';
import type { issuedQuotes } from '#server/db/schema';

type IssuedQuoteRow = typeof issuedQuotes.$inferSelect;

const isScreen = (value: string): value is QuoteScreen => (QUOTE_SCREENS as readonly string[]).includes(value);
const isUrgency = (value: string): value is PricingUrgency => (PRICING_URGENCIES as readonly string[]).includes(value);

/** The stored quote as the API answers it, or null when the row cannot be read. */
export function toIssuedQuote(row: IssuedQuoteRow): IssuedQuote | null {
  const { figures } = row;
  if (!figures || !isScreen(row.screen) || !isUrgency(row.urgency)) return null;
  return {
    ...figures,
    id: row.id,
    screen: row.screen,
    urgency: row.urgency,
    promoCode: row.promoCode,
    pricingVersion: row.pricingVersion,
    issuedAt: row.issuedAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
  };
}
