import { z } from 'zod';
import { defineConfigVersionEndpoints } from './config-versions.contract';
import { defineEndpoint } from './endpoint';

const pounds = z.number().finite().nonnegative().max(100_000);
const modifier = z.number().finite().min(-1).max(3);

/**
 * The pricing config on the wire: money in pounds with two decimals (ADR 0003); the server holds
 * pence. Modifiers are additive fractions (0.3 is +30 %).
 */
export const PricingConfigSchema = z.object({
  baseRate: pounds,
  calloutFee: pounds,
  materialMarkup: z.number().finite().min(0).max(2),
  minimumCharge: pounds,
  maxDailyHours: z.number().finite().min(1).max(24),
  urgencyModifiers: z.object({ low: modifier, medium: modifier, high: modifier, emergency: modifier }),
  complexityModifiers: z.object({ simple: modifier, moderate: modifier, complex: modifier, very_complex: modifier }),
});
export type PricingConfigDto = z.infer<typeof PricingConfigSchema>;

export const PricingConfigResponseSchema = PricingConfigSchema.extend({ updatedAt: z.iso.datetime({ offset: true }) });

export const getPricingConfig = defineEndpoint({
  method: 'GET',
  path: '/api/pricing/config',
  responses: { 200: PricingConfigResponseSchema },
});

/** Staff save the config (docs/product/pricing-config.md#saving); every save is kept as a version. */
export const updatePricingConfig = defineEndpoint({
  method: 'PUT',
  path: '/api/pricing/config',
  body: PricingConfigSchema,
  responses: { 200: PricingConfigResponseSchema },
});

/** The config's history and restore (docs/product/pricing-config.md#history). */
export const pricingConfigVersions = defineConfigVersionEndpoints('/api/pricing/config', PricingConfigResponseSchema);

/** A lead's estimate in pence, low to high (docs/product/README.md#money); null with nothing to price. */
const LeadEstimateSchema = z.object({ low: z.number().int(), high: z.number().int() }).nullable();

export const PricingPreviewLeadSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  jobDescription: z.string(),
  urgency: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** What the lead stored: the range the customer was shown. */
  stored: LeadEstimateSchema,
  /** The same lead priced with the draft. */
  draft: LeadEstimateSchema,
  /** Draft midpoint minus stored midpoint, in pence; null unless both have an estimate. */
  change: z.number().int().nullable(),
  /** The change as a percentage of the stored midpoint, one decimal. */
  changePercent: z.number().nullable(),
});
export type PricingPreviewLead = z.infer<typeof PricingPreviewLeadSchema>;

export const PricingPreviewSchema = z.object({
  /** The most recent leads with an analysis, newest first. */
  leads: z.array(PricingPreviewLeadSchema),
  /** Leads with an estimate on both sides: the ones the averages cover. */
  comparedCount: z.number().int(),
  /** Mean change in pence; null when no lead could be compared. */
  averageChange: z.number().int().nullable(),
  averageChangePercent: z.number().nullable(),
});
export type PricingPreview = z.infer<typeof PricingPreviewSchema>;

/**
 * What a draft config would do to recent real leads, before it is saved
 * (docs/product/pricing-config.md#preview-on-recent-leads). A POST because the draft is the
 * body; nothing is stored. A draft the save would refuse is refused the same way (422).
 */
export const previewPricingConfig = defineEndpoint({
  method: 'POST',
  path: '/api/pricing/config/preview',
  body: PricingConfigSchema,
  responses: { 200: PricingPreviewSchema },
});
