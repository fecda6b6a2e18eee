import type { EstimatedRange } from '../pricing/estimated-range';

/**
 * The three saves of one home-flow run (docs/product/leads.md#one-lead-per-run), all with the same
 * funnel key so the server keeps one lead: the draft when the details are accepted, the chosen
 * method, and the route's final outcome.
 */
export const HOME_LEAD_SAVES = ['draft', 'method_chosen', 'final'] as const;
export type HomeLeadSave = (typeof HOME_LEAD_SAVES)[number];

export type HomeLeadCustomerDetails = {
  customerName?: string | null;
  phone?: string | null;
  email?: string | null;
  location?: string | null;
  propertyType?: string | null;
  urgency?: string | null;
};

/** A JSON object the browser holds (its analysis, its recommendation), passed on as it is. */
type BrowserCopy = { readonly [field: string]: unknown };

export type HomeLeadInput = {
  save: HomeLeadSave;
  outcome: string;
  /** The stage the save was made on. */
  formStage: string;
  funnelKey: string;
  customerType: string | null;
  jobDescription: string;
  customerDetails: HomeLeadCustomerDetails;
  /** The browser's copies; the server reads only the quote method named in them. */
  analysedJob: BrowserCopy | null;
  finalRecommendation: BrowserCopy | null;
  /** The range the customer was shown (whole pounds, in pence); null when none was shown. */
  estimatedRange: EstimatedRange | null;
  discountApplied: boolean;
  promoCode: string | null;
  /** The quote the server issued for the screen the customer saw; the lead stores its figures. */
  quoteId?: string | null;
  userAgent: string;
  referrer: string;
};

/** The lead body (docs/product/leads.md#the-lead); it matches the contract's CreateLeadBody. */
export type HomeLeadPayload = {
  customerName: string;
  phone: string;
  email: string | null;
  address: string | null;
  city: string;
  postcode: string;
  propertyType: string | null;
  customerType: string | null;
  jobDescription: string;
  urgency: string | null;
  outcome: string;
  status: 'draft' | 'new';
  isDraft: boolean;
  notes: string | null;
  discountApplied: boolean;
  promoCode: string | null;
  quoteAmount: null;
  estimatedPriceLow: number | null;
  estimatedPriceHigh: number | null;
  quoteId: string | null;
  analysedJobData: BrowserCopy | null;
  finalRecommendation: BrowserCopy | null;
  source: 'customer_form' | 'customer_form_draft';
  formStage: string;
  userAgent: string;
  referrer: string;
  funnelKey: string;
};

/** Lead text limits of the public lead endpoint; longer values would refuse the whole lead. */
const LIMITS = { userAgent: 500, referrer: 1000, location: 300, propertyType: 50, email: 254 } as const;

/** A plain shape check; the form checks the same, this only keeps a typo from losing the lead. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function optional(value: string | null | undefined, max: number): string | null {
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed.slice(0, max);
}

function toPence(range: EstimatedRange | null): { low: number | null; high: number | null } {
  if (!range || !Number.isFinite(range.lowPence) || !Number.isFinite(range.highPence)) return { low: null, high: null };
  // The estimate on the wire is the range times 100, which is its pence (docs/product/leads.md#prices).
  return { low: range.lowPence, high: range.highPence };
}

/**
 * Builds the lead body for one save. Prices are sent as the customer saw them, for the record
 * only: the server recomputes every stored price from the analysis and its pricing config.
 * City and postcode are always sent empty (docs/product/home-flow.md#lead-saves).
 */
export function toHomeLeadPayload(input: HomeLeadInput): HomeLeadPayload {
  const isFinal = input.save === 'final';
  const details = input.customerDetails;
  const email = text(details.email);
  const isEmailValid = email === '' || (EMAIL_SHAPE.test(email) && email.length <= LIMITS.email);
  const { low, high } = toPence(input.estimatedRange);
  return {
    customerName: text(details.customerName),
    phone: text(details.phone),
    email: isEmailValid && email !== '' ? email : null,
    address: optional(details.location, LIMITS.location),
    city: '',
    postcode: '',
    propertyType: optional(details.propertyType, LIMITS.propertyType),
    customerType: input.customerType,
    jobDescription: text(input.jobDescription),
    urgency: optional(details.urgency, 30),
    outcome: input.outcome,
    status: isFinal ? 'new' : 'draft',
    isDraft: !isFinal,
    // A malformed email is kept for staff rather than refused with the whole lead.
    notes: isEmailValid ? null : `Email as typed: ${email.slice(0, 300)}`,
    discountApplied: input.discountApplied,
    promoCode: input.discountApplied ? input.promoCode : null,
    quoteAmount: null,
    estimatedPriceLow: low,
    estimatedPriceHigh: high,
    quoteId: input.quoteId ?? null,
    analysedJobData: input.analysedJob,
    finalRecommendation: input.finalRecommendation,
    source: isFinal ? 'customer_form' : 'customer_form_draft',
    formStage: input.formStage,
    userAgent: input.userAgent.slice(0, LIMITS.userAgent),
    referrer: input.referrer.slice(0, LIMITS.referrer),
    funnelKey: input.funnelKey,
  };
}
