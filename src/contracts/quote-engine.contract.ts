import { z } from 'zod';
import { CUSTOMER_TYPES, JOB_SCOPES, QUOTE_ACTIONS, QUOTE_ENGINE_URGENCIES } from '../domain/quote-engine/quote-engine-config';
import { JobDescriptionSchema } from './analysis.contract';
import { defineEndpoint } from './endpoint';

const unit = z.number().finite().min(0).max(1);

export const QuoteEngineConfigSchema = z.object({
  weights: z.object({ customerType: unit, jobScope: unit, urgency: unit, complexity: unit, visualAid: unit }),
  thresholds: z.object({ instantQuote: unit, videoQuote: unit, siteVisit: unit }),
  customerTypeValues: z.object({ residential: unit, commercial: unit, propertyManager: unit }),
  jobScopeValues: z.object({ single: unit, multiple: unit }),
  urgencyValues: z.object({ normal: unit, urgent: unit, emergency: unit }),
});
export type QuoteEngineConfigDto = z.infer<typeof QuoteEngineConfigSchema>;

export const QuoteActionSchema = z.enum(QUOTE_ACTIONS);

/** The home flow sends its own words: property_manager, multiple/single, urgency default normal. */
export const recommendQuoteMethod = defineEndpoint({
  method: 'POST',
  path: '/api/quote-engine/recommend',
  body: z.object({
    customerType: z.enum(CUSTOMER_TYPES),
    jobScope: z.enum(JOB_SCOPES),
    urgency: z.enum(QUOTE_ENGINE_URGENCIES).default('normal'),
    jobDescription: JobDescriptionSchema,
  }),
  responses: {
    200: z.object({ recommendedType: QuoteActionSchema, combinedScore: z.number(), reasoning: z.array(z.string()) }),
  },
});

/** The stored config as the API answers it: the config and when it was last saved. */
export const QuoteEngineConfigResponseSchema = QuoteEngineConfigSchema.extend({ updatedAt: z.iso.datetime({ offset: true }) });

export const getQuoteEngineConfig = defineEndpoint({
  method: 'GET',
  path: '/api/quote-engine/config',
  responses: { 200: QuoteEngineConfigResponseSchema },
});

export const saveQuoteEngineConfig = defineEndpoint({
  method: 'POST',
  path: '/api/quote-engine/config',
  body: QuoteEngineConfigSchema,
  responses: { 200: QuoteEngineConfigResponseSchema },
});

export const analyseQuoteMethod = defineEndpoint({
  method: 'POST',
  path: '/api/quote-engine/analyze',
  body: z.object({
    jobDescription: JobDescriptionSchema,
    customerType: z.enum(CUSTOMER_TYPES),
    jobScope: z.enum(JOB_SCOPES),
    urgency: z.enum(QUOTE_ENGINE_URGENCIES).default('normal'),
    /** Try a config before saving it; the stored config otherwise. */
    config: QuoteEngineConfigSchema.optional(),
  }),
  responses: {
    200: z.object({
      action: QuoteActionSchema,
      combinedScore: z.number(),
      /** One line per factor's contribution, then any override, in plain English. */
      reasoning: z.string(),
      factors: z.array(z.object({ factor: z.string(), weight: z.number(), value: z.number(), contribution: z.number(), detail: z.string() })),
    }),
  },
});

const RoutingCountsSchema = z.object({ instant_quote: z.number().int(), video_quote: z.number().int(), site_visit: z.number().int() });

/**
 * The impact of a draft before it is saved (docs/product/quote-engine.md#impact-before-saving):
 * the most recent leads with an analysis routed by the saved and by the draft configuration.
 */
export const previewQuoteEngineImpact = defineEndpoint({
  method: 'POST',
  path: '/api/quote-engine/impact',
  body: z.object({ config: QuoteEngineConfigSchema }),
  responses: {
    200: z.object({
      /** How many recent leads are replayed at most. */
      sampleSize: z.number().int().positive(),
      /** How many were (fewer when the firm has fewer leads with an analysis). */
      jobCount: z.number().int().nonnegative(),
      saved: RoutingCountsSchema,
      draft: RoutingCountsSchema,
      moved: z.number().int().nonnegative(),
      moves: z.array(z.object({ from: QuoteActionSchema, to: QuoteActionSchema, count: z.number().int().nonnegative() })),
    }),
  },
});
export type QuoteEngineImpact = z.infer<(typeof previewQuoteEngineImpact)['responses'][200]>;
