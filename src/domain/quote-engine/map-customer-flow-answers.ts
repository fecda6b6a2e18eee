import type { CustomerType, JobScope, QuoteEngineUrgency } from './quote-engine-config';

// The customer flows speak their own words; the quote engine has its own
// (docs/product/quote-engine.md#customer-answers).
// Unknown values fall back to the most common, least demanding case, so a missing answer
// never blocks a recommendation: the recommendation must still happen.

const CUSTOMER_TYPE_WORDS: ReadonlyMap<string, CustomerType> = new Map([
  ['residential', 'residential'],
  ['commercial', 'commercial'],
  ['property_manager', 'property_manager'],
  ['propertymanager', 'property_manager'],
]);

/** Residential, commercial, property_manager; default residential. */
export function toQuoteEngineCustomerType(value: string | null | undefined): CustomerType {
  return CUSTOMER_TYPE_WORDS.get((value ?? '').trim().toLowerCase()) ?? 'residential';
}

const JOB_SCOPE_WORDS: ReadonlyMap<string, JobScope> = new Map([
  ['multiple_jobs', 'multiple'],
  ['multiple', 'multiple'],
  ['single_task', 'single'],
  ['single', 'single'],
]);

/** Job type multiple_jobs / single_task → the engine's multiple / single; default single. */
export function toJobScope(value: string | null | undefined): JobScope {
  return JOB_SCOPE_WORDS.get((value ?? '').trim().toLowerCase()) ?? 'single';
}

/**
 * Customer urgency → engine urgency: low and medium → normal, high → urgent, emergency →
 * emergency (default normal). The pricing page's asap counts as
 * urgent and its slower choices as normal; the engine's own words pass through.
 */
const URGENCY_WORDS: ReadonlyMap<string, QuoteEngineUrgency> = new Map([
  ['low', 'normal'],
  ['medium', 'normal'],
  ['high', 'urgent'],
  ['emergency', 'emergency'],
  ['asap', 'urgent'],
  ['within_week', 'normal'],
  ['within_month', 'normal'],
  ['no_rush', 'normal'],
  ['normal', 'normal'],
  ['urgent', 'urgent'],
]);

export function toQuoteEngineUrgency(value: string | null | undefined): QuoteEngineUrgency {
  return URGENCY_WORDS.get((value ?? '').trim().toLowerCase()) ?? 'normal';
}

export type CustomerFlowAnswers = {
  customerType?: string | null;
  /** The home flow's selectedJobType. */
  selectedJobType?: string | null;
  urgency?: string | null;
};

export function mapCustomerFlowAnswers(answers: CustomerFlowAnswers): {
  customerType: CustomerType;
  jobScope: JobScope;
  urgency: QuoteEngineUrgency;
} {
  return {
    customerType: toQuoteEngineCustomerType(answers.customerType),
    jobScope: toJobScope(answers.selectedJobType),
    urgency: toQuoteEngineUrgency(answers.urgency),
  };
}
