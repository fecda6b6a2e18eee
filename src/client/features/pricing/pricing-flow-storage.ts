import { z } from 'zod';
import { AnalysedJobSchema, MAX_JOB_DESCRIPTION_CHARS } from '#contracts/analysis.contract';
import { DEFAULT_PRICING_PAGE_URGENCY, PRICING_STEPS, resolvePricingStep } from '#domain/funnels/pricing-flow';
import { PRICING_PAGE_URGENCIES } from '#domain/pricing/to-pricing-urgency';

/** Session storage of one pricing-page run, so a reload keeps the customer's step and data. */
export const PRICING_FLOW_STORAGE_KEY = 'handyman.pricingFlow.v1';

export const PricingContactSchema = z.object({
  customerName: z.string().max(120),
  phone: z.string().max(40),
  email: z.string().max(254),
  urgency: z.enum(PRICING_PAGE_URGENCIES),
});
export type PricingContact = z.infer<typeof PricingContactSchema>;

const QuoteSchema = z.object({
  lowPence: z.number().int().nonnegative(),
  highPence: z.number().int().nonnegative(),
  midpointPence: z.number().int().nonnegative(),
  minimumChargeApplied: z.boolean(),
});

/** Whatever is read back is validated: storage is data entering the app like any other. */
const PricingFlowStateSchema = z.object({
  step: z.enum(PRICING_STEPS),
  jobDescription: z.string().max(MAX_JOB_DESCRIPTION_CHARS),
  analysis: AnalysedJobSchema.nullable(),
  contact: PricingContactSchema,
  quote: QuoteSchema.nullable(),
  /** One funnel run: a second save of the same run updates its lead instead of adding one. */
  funnelKey: z.string().regex(/^[\w-]{8,64}$/),
});
export type PricingFlowState = z.infer<typeof PricingFlowStateSchema>;

export const EMPTY_PRICING_CONTACT: PricingContact = {
  customerName: '',
  phone: '',
  email: '',
  urgency: DEFAULT_PRICING_PAGE_URGENCY,
};

function createFunnelKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

export function createPricingFlowState(contact: PricingContact = EMPTY_PRICING_CONTACT): PricingFlowState {
  return { step: 'job_input', jobDescription: '', analysis: null, contact, quote: null, funnelKey: createFunnelKey() };
}

export function toPricingFlowFacts(state: Pick<PricingFlowState, 'analysis' | 'quote'>) {
  return { hasAnalysis: state.analysis !== null, hasQuote: state.quote !== null };
}

/** The stored run with its step resolved (a waiting screen is never resumed as such). */
export function readPricingFlowState(): PricingFlowState {
  try {
    const raw = window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY);
    if (!raw) return createPricingFlowState();
    const result = PricingFlowStateSchema.safeParse(JSON.parse(raw));
    if (!result.success) return createPricingFlowState();
    return { ...result.data, step: resolvePricingStep(result.data.step, toPricingFlowFacts(result.data)) };
  } catch (error) {
    console.warn('The pricing flow could not be restored', error);
    return createPricingFlowState();
  }
}

/** customer-flows §8: a failed session-storage save is only logged. */
export function writePricingFlowState(state: PricingFlowState): void {
  try {
    window.sessionStorage.setItem(PRICING_FLOW_STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('The pricing flow could not be saved for a reload', error);
  }
}
