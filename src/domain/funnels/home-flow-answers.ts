// What the home flow's rules read from the customer's answers
// (docs/product/home-flow.md#persisted-answers). The browser keeps the answers in session storage,
// so every field may be missing or stale; the rules read them defensively.

/** The customer type (docs/product/home-flow.md#customer-type). */
export const HOME_CUSTOMER_TYPES = ['residential', 'commercial', 'property_manager'] as const;
export type HomeCustomerType = (typeof HOME_CUSTOMER_TYPES)[number];

/** The job type (docs/product/home-flow.md#job-description). */
export const HOME_JOB_TYPES = ['multiple_jobs', 'single_task'] as const;
export type HomeJobType = (typeof HOME_JOB_TYPES)[number];

/** The urgency of the home flow (docs/product/home-flow.md#contact-details). */
export const HOME_URGENCIES = ['low', 'medium', 'high', 'emergency'] as const;
export type HomeUrgency = (typeof HOME_URGENCIES)[number];

export type HomeCustomerDetailsAnswers = {
  customerName?: string | null;
  phone?: string | null;
  urgency?: string | null;
};

export type HomeFlowAnswers = {
  customerType?: string | null;
  selectedJobType?: string | null;
  jobDescription?: string | null;
  /** The analysed job; only its presence matters to the stage rules. */
  analysedJob?: unknown;
  customerDetails?: HomeCustomerDetailsAnswers | null;
};

export function isHomeCustomerType(value: unknown): value is HomeCustomerType {
  return typeof value === 'string' && (HOME_CUSTOMER_TYPES as readonly string[]).includes(value);
}

export function isHomeJobType(value: unknown): value is HomeJobType {
  return typeof value === 'string' && (HOME_JOB_TYPES as readonly string[]).includes(value);
}

export function isHomeUrgency(value: unknown): value is HomeUrgency {
  return typeof value === 'string' && (HOME_URGENCIES as readonly string[]).includes(value);
}

export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function hasAnalysedJob(answers: HomeFlowAnswers): boolean {
  return typeof answers.analysedJob === 'object' && answers.analysedJob !== null;
}

export function hasCustomerName(answers: HomeFlowAnswers): boolean {
  return isFilled(answers.customerDetails?.customerName);
}
