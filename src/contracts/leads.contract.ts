import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { boundedJson } from './hostile-input';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * The browser's copy of its analysis or recommendation. The server analyses and prices the
 * description itself, so only the quote method named in the copy is read; a copy of any other
 * shape is ignored rather than refused, so a lead is never lost for it.
 */
const browserCopy = <const Field extends string>(field: Field) =>
  z
    .object({ [field]: z.unknown() } as Record<Field, z.ZodUnknown>)
    .partial()
    .loose()
    .nullish()
    .catch(null);

/** Sources the public endpoint accepts; admin_manual comes only through the admin API. */
export const PUBLIC_LEAD_SOURCES = ['customer_form', 'customer_form_draft', 'pricing_page', 'testing_platform'] as const;

/**
 * The lead payload (docs/product/leads.md#public-save). Prices sent by the browser are ignored: the server
 * re-analyses the description and prices it with the stored config (estimates in pence).
 */
export const CreateLeadBodySchema = z.object({
  customerName: z.string().trim().min(1, 'Enter the customer name').max(120),
  phone: z.string().trim().min(1, 'Enter a phone number').max(40),
  email: z.union([z.string().trim().toLowerCase().email().max(254), z.literal('')]).nullish(),
  address: optionalText(300),
  city: optionalText(100),
  postcode: optionalText(12),
  propertyType: optionalText(50),
  customerType: optionalText(30),
  jobDescription: z.string().trim().min(1, 'Describe the job').max(5000),
  urgency: optionalText(30),
  outcome: optionalText(80),
  status: z.enum(['new', 'draft', 'contacted', 'quoted']).default('new'),
  notes: optionalText(5000),
  isDraft: z.boolean().default(false),
  discountApplied: z.boolean().default(false),
  /** The promo code the customer applied; discountApplied is stored only when it is valid. */
  promoCode: optionalText(30),
  /**
   * Ignored (the server recomputes, docs/product/leads.md#prices); accepted so a full lead payload
   * is not refused.
   */
  quoteAmount: z.number().nullish(),
  estimatedPriceLow: z.number().nullish(),
  estimatedPriceHigh: z.number().nullish(),
  jobberQuoteId: optionalText(100),
  /**
   * The quote the server issued for the screen the customer saw (docs/product/issued-quotes.md#lead-save):
   * the lead stores that quote's figures and analysis. An id the server cannot honour is ignored
   * (the server prices the description itself), so a lead is never lost for it.
   */
  quoteId: z.uuid().nullish().catch(null),
  analysedJobData: browserCopy('recommendedAction'),
  /** The funnel's follow-up questions and answers, kept as sent within bounds (docs/limits.md#body-caps). */
  followUpQuestions: boundedJson({ maxBytes: 8 * 1024 }).optional(),
  questionAnswers: boundedJson({ maxBytes: 8 * 1024 }).optional(),
  finalRecommendation: browserCopy('recommendedType'),
  source: z.enum(PUBLIC_LEAD_SOURCES),
  formStage: optionalText(50),
  userAgent: optionalText(500),
  referrer: optionalText(1000),
  /**
   * One funnel run's key: a later save with the same key (the chosen method, the final outcome)
   * updates that run's lead instead of adding another.
   */
  funnelKey: z.string().regex(/^[\w-]{8,64}$/).nullish(),
});
export type CreateLeadBody = z.infer<typeof CreateLeadBodySchema>;

export const CreatedLeadSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  status: z.string(),
  source: z.string(),
  outcome: z.string().nullable(),
  estimatedPriceLow: z.number().int().nullable(),
  estimatedPriceHigh: z.number().int().nullable(),
  discountApplied: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * The quote link's token, answered only by the save that issued it (the server keeps its hash
   * alone, docs/decisions/0019-funnels-customers-trust.md#quote-links); absent on every other answer.
   */
  quoteLinkToken: z.string().optional(),
  quoteLinkExpiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreatedLead = z.infer<typeof CreatedLeadSchema>;

/** A whole lead save is at most 32 KB (docs/limits.md#body-caps); a funnel's is about 3 KB. */
export const LEAD_BODY_LIMIT_BYTES = 32 * 1024;

export { IDEMPOTENCY_KEY_HEADER } from './wire-constants';

export const createLead = defineEndpoint({
  method: 'POST',
  path: '/api/leads',
  body: CreateLeadBodySchema,
  responses: { 201: CreatedLeadSchema, 200: CreatedLeadSchema },
});

