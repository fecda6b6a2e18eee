import { z } from 'zod';
import { createRandomId } from '#client/lib/random-id';
import { AnalysedJobSchema, MAX_JOB_DESCRIPTION_CHARS } from '#contracts/analysis.contract';
import { DEFAULT_PRICING_PAGE_URGENCY, PRICING_STEPS, type PricingFlowFacts } from '#domain/funnels/pricing-flow';
import { PRICING_PAGE_URGENCIES } from '#domain/pricing/to-pricing-urgency';

/**
 * One pricing-page run: its step and the data the steps need. Read back from session storage
 * field by field, like the home flow's answers: a stale or hand-edited field falls back to its
 * empty value without losing the others, and the step is then resolved against what is left.
 */

const text = (max: number) => z.string().max(max).catch('');

export const PricingContactSchema = z.object({
  customerName: text(120),
  phone: text(40),
  email: text(254),
  urgency: z.enum(PRICING_PAGE_URGENCIES).catch(DEFAULT_PRICING_PAGE_URGENCY),
});
export type PricingContact = z.infer<typeof PricingContactSchema>;

export const EMPTY_PRICING_CONTACT: PricingContact = {
  customerName: '',
  phone: '',
  email: '',
  urgency: DEFAULT_PRICING_PAGE_URGENCY,
};

const QuoteSchema = z.object({
  lowPence: z.number().int().nonnegative(),
  highPence: z.number().int().nonnegative(),
  midpointPence: z.number().int().nonnegative(),
  minimumChargeApplied: z.boolean(),
});

export function createFunnelKey(): string {
  return createRandomId();
}

/** Whatever is read back is validated: storage is data entering the app like any other. */
export const PricingFlowStateSchema = z.object({
  step: z.enum(PRICING_STEPS).catch('job_input'),
  jobDescription: text(MAX_JOB_DESCRIPTION_CHARS),
  analysis: AnalysedJobSchema.nullable().catch(null),
  contact: PricingContactSchema.catch({ ...EMPTY_PRICING_CONTACT }),
  quote: QuoteSchema.nullable().catch(null),
  /** One funnel run: a second save of the same run updates its lead instead of adding one. */
  funnelKey: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .catch(() => createFunnelKey()),
});
export type PricingFlowState = z.infer<typeof PricingFlowStateSchema>;

export function createPricingFlowState(contact: PricingContact = EMPTY_PRICING_CONTACT): PricingFlowState {
  return { step: 'job_input', jobDescription: '', analysis: null, contact, quote: null, funnelKey: createFunnelKey() };
}

/** What the run holds, in the words of the domain's step guards. */
export function toPricingFlowFacts(state: Pick<PricingFlowState, 'analysis' | 'quote'>): PricingFlowFacts {
  return { hasAnalysis: state.analysis !== null, hasQuote: state.quote !== null };
}
