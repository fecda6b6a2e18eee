import { z } from 'zod';
import { INSTANT_QUOTE_LINE_KINDS } from '../domain/funnels/list-instant-quote-lines';
import { PRICING_COMPLEXITIES, PRICING_URGENCIES } from '../domain/pricing/pricing-config';
import { QUOTE_SCREENS } from '../domain/quotes/quote-screens';
import { MAX_JOB_DESCRIPTION_CHARS } from './analysis.contract';
import { defineEndpoint } from './endpoint';

/**
 * Quotes the server issues for the screens that show a price (docs/product/issued-quotes.md).
 * Kept apart from the leads contract so only the screens that show a price download it.
 */
const RangeSchema = z.object({ lowPence: z.number().int().nonnegative(), highPence: z.number().int().nonnegative() });

export const IssuedQuoteFiguresSchema = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(INSTANT_QUOTE_LINE_KINDS),
      description: z.string(),
      complexity: z.enum(PRICING_COMPLEXITIES).nullable(),
      range: RangeSchema,
    }),
  ),
  moreTasksText: z.string().nullable(),
  fullRange: RangeSchema,
  totalRange: RangeSchema,
  midpointPence: z.number().int().nonnegative(),
  discountApplied: z.boolean(),
  minimumChargeApplied: z.boolean(),
  taskCount: z.number().int().nonnegative(),
});

export const IssuedQuoteSchema = IssuedQuoteFiguresSchema.extend({
  id: z.uuid(),
  screen: z.enum(QUOTE_SCREENS),
  urgency: z.enum(PRICING_URGENCIES),
  /** The promo code the quote applied, or null. */
  promoCode: z.string().nullable(),
  pricingVersion: z.number().int(),
  issuedAt: z.iso.datetime({ offset: true }),
  validUntil: z.iso.datetime({ offset: true }),
});
export type IssuedQuote = z.infer<typeof IssuedQuoteSchema>;

/** A stored quote's figures, or null when the stored value cannot be read. */
export function parseIssuedQuoteFigures(value: unknown): z.infer<typeof IssuedQuoteFiguresSchema> | null {
  const parsed = IssuedQuoteFiguresSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const IssueQuoteBodySchema = z.object({
  screen: z.enum(QUOTE_SCREENS),
  jobDescription: z.string().trim().min(1, 'Describe the job').max(MAX_JOB_DESCRIPTION_CHARS),
  urgency: z.string().trim().max(30).nullish(),
  promoCode: z.string().trim().max(30).nullish(),
});
export type IssueQuoteBody = z.infer<typeof IssueQuoteBodySchema>;

export const issueQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes',
  body: IssueQuoteBodySchema,
  responses: { 201: IssuedQuoteSchema },
});
