import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parseStoredAnalysis } from '#contracts/stored-analysis';
import { parseIssuedQuoteFigures } from '#contracts/quotes.contract';
import { parsedJsonb } from './parsed-jsonb';

/**
 * Every price a customer screen showed (docs/product/issued-quotes.md): the figures as shown, the
 * analysis and pricing version behind them, and what the quote is bound to. A lead saved from
 * that screen stores the quote by id; the browser's own numbers are never read.
 */
export const issuedQuotes = pgTable(
  'issued_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** instant_quote or pricing_page (QUOTE_SCREENS). */
    screen: text('screen').notNull(),
    /** SHA-256 (hex) of the trimmed description: a lead stores the quote only for the same words. */
    descriptionSha256: text('description_sha256').notNull(),
    /** The pricing urgency the quote was priced at (low, medium, high, emergency). */
    urgency: text('urgency').notNull(),
    promoCode: text('promo_code'),
    pricingVersion: integer('pricing_version').notNull(),
    figures: parsedJsonb('figures', parseIssuedQuoteFigures).notNull(),
    /** The server's analysis the figures were priced from; the lead stores it as its own. */
    analysis: parsedJsonb('analysis', parseStoredAnalysis).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  // Expired quotes no lead stored are deleted in batches by this index (docs/product/issued-quotes.md#retention).
  (t) => [index('issued_quotes_valid_until_idx').on(t.validUntil)],
);
