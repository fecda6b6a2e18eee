import { z } from 'zod';
import { AnalysedJobSchema, MAX_JOB_DESCRIPTION_CHARS } from '#contracts/analysis.contract';
import { DEFAULT_PRICING_PAGE_URGENCY, PRICING_STEPS } from '#domain/funnels/pricing-flow';
import { PRICING_PAGE_URGENCIES } from '#domain/pricing/to-pricing-urgency';
import { createRandomId } from '#client/lib/random-id';

/**
 * The schema a pricing-page run is read back from session storage with, field by field like the
 * home flow's answers: a stale or hand-edited field falls back to its empty value without losing
 * the others. Loaded only when there is a saved run to read (pricing-flow-store.ts), so zod and
 * the analysis contract stay off the first screen
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */

const text = (max: number) => z.string().max(max).catch('');

export const PricingContactSchema = z.object({
  customerName: text(120),
  phone: text(40),
  email: text(254),
  urgency: z.enum(PRICING_PAGE_URGENCIES).catch(DEFAULT_PRICING_PAGE_URGENCY),
});
export type PricingContact = z.infer<typeof PricingContactSchema>;

const QuoteSchema = z.object({
  lowPence: z.number().int().nonnegative(),
  highPence: z.number().int().nonnegative(),
  midpointPence: z.number().int().nonnegative(),
  minimumChargeApplied: z.boolean(),
});

/** Whatever is read back is validated: storage is data entering the app like any other. */
export const PricingFlowStateSchema = z.object({
  step: z.enum(PRICING_STEPS).catch('job_input'),
  jobDescription: text(MAX_JOB_DESCRIPTION_CHARS),
  analysis: AnalysedJobSchema.nullable().catch(null),
  contact: PricingContactSchema.catch(() => ({ customerName: '', phone: '', email: '', urgency: DEFAULT_PRICING_PAGE_URGENCY })),
  quote: QuoteSchema.nullable().catch(null),
  /** One funnel run: a second save of the same run updates its lead instead of adding one. */
  funnelKey: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .catch(() => createRandomId()),
});
export type PricingFlowState = z.infer<typeof PricingFlowStateSchema>;

/** The saved run (its step not yet resolved), or null when it cannot be read at all. */
export function parseStoredPricingFlowState(json: unknown): PricingFlowState | null {
  const parsed = PricingFlowStateSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
