import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { PricingConfigSchema } from './pricing.contract';

/**
 * The Pricing Config screen's preview of a draft on real leads, for staff
 * (docs/product/pricing-config.md#preview-on-recent-leads). Apart from pricing.contract.ts, which
 * the customer screens load, so none of this reaches their JavaScript.
 */

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
