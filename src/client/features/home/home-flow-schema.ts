import { z } from 'zod';
import { AnalysedJobSchema } from '#contracts/analysis.contract';
import { HOME_CUSTOMER_TYPES, HOME_JOB_TYPES } from '#domain/funnels/home-flow-answers';
import { StoredRecommendationSchema } from '#contracts/stored-analysis';
import { EMPTY_DETAILS, createEmptyHomeFlowData, createFunnelKey } from './home-flow-defaults';

/**
 * The schema the home flow's saved answers are read back with (docs/product/home-flow.md#persisted-answers),
 * field by field: a stale or hand-edited field falls back to empty without losing the others.
 * Loaded only when there are saved answers to read (home-flow-store.ts), so zod and the analysis
 * contract stay off the first screen
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */

const text = (max: number) => z.string().max(max).catch('');

export const HomeCustomerDetailsSchema = z.object({
  customerName: text(120),
  phone: text(40),
  email: text(254),
  location: text(300),
  /** Always sent empty in leads (docs/product/home-flow.md#contact-details); kept for the entity's shape. */
  city: text(100),
  postcode: text(12),
  propertyType: text(50),
  urgency: text(30),
});
export type HomeCustomerDetails = z.infer<typeof HomeCustomerDetailsSchema>;

const FunnelKeySchema = z.string().regex(/^[\w-]{8,64}$/);

export const HomeFlowDataSchema = z.object({
  /** One funnel run; the draft, method and final lead saves share it (one lead on the server). */
  funnelKey: FunnelKeySchema.catch(() => createFunnelKey()),
  customerType: z.enum(HOME_CUSTOMER_TYPES).nullable().catch(null),
  selectedJobType: z.enum(HOME_JOB_TYPES).nullable().catch(null),
  jobDescription: text(5000),
  analysedJob: AnalysedJobSchema.nullable().catch(null),
  customerDetails: HomeCustomerDetailsSchema.catch(EMPTY_DETAILS),
  /** What the browser shows and later saves with the lead: the same schema the server stores. */
  finalRecommendation: StoredRecommendationSchema.nullable().catch(null),
  /** The promo code the customer applied (docs/product/home-flow.md#promo-code), or null. */
  promoCode: z.string().max(30).nullable().catch(null),
  discountApplied: z.boolean().catch(false),
});
export type HomeFlowData = z.infer<typeof HomeFlowDataSchema>;

/** The saved answers, or fresh ones when they cannot be read at all. */
export function parseStoredHomeFlowData(json: unknown): HomeFlowData {
  const parsed = HomeFlowDataSchema.safeParse(json);
  return parsed.success ? parsed.data : createEmptyHomeFlowData();
}
