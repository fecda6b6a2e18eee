// The quote engine recommends how to quote a job (docs/product/quote-engine.md). Its config is
// tuned by staff with sliders from 0 to 1 (docs/product/quote-engine.md#config).

/** The recommended quote type, and the test box's action (docs/product/quote-engine.md#recommendation). */
export const QUOTE_ACTIONS = ['instant_quote', 'video_quote', 'site_visit'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/** The customer type (docs/product/quote-engine.md#customer-answers). */
export const CUSTOMER_TYPES = ['residential', 'commercial', 'property_manager'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** The recommend call's jobScope, multiple or single (docs/product/quote-engine.md#customer-answers). */
export const JOB_SCOPES = ['single', 'multiple'] as const;
export type JobScope = (typeof JOB_SCOPES)[number];

/**
 * The recommend call's urgency, default normal, and the config's urgencyValues
 * (docs/product/quote-engine.md#customer-answers).
 */
export const QUOTE_ENGINE_URGENCIES = ['normal', 'urgent', 'emergency'] as const;
export type QuoteEngineUrgency = (typeof QUOTE_ENGINE_URGENCIES)[number];

/** The five scored factors, in the order the admin screen and the reasoning list them. */
export const QUOTE_ENGINE_FACTORS = ['customerType', 'jobScope', 'urgency', 'complexity', 'visualAid'] as const;
export type QuoteEngineFactor = (typeof QUOTE_ENGINE_FACTORS)[number];

export type QuoteEngineThresholds = {
  /** A combined score below this is an instant quote. */
  instantQuote: number;
  /** A score from instantQuote up to (not including) this is a video quote; at or above, a site visit. */
  videoQuote: number;
  /** At or above this the site visit is certain: no rule may soften it to a video quote. */
  siteVisit: number;
};

export type QuoteEngineConfig = {
  weights: Record<QuoteEngineFactor, number>;
  thresholds: QuoteEngineThresholds;
  customerTypeValues: { residential: number; commercial: number; propertyManager: number };
  jobScopeValues: Record<JobScope, number>;
  urgencyValues: Record<QuoteEngineUrgency, number>;
};

/**
 * The quote engine defaults; also used when the stored config fails to load
 * (docs/product/quote-engine.md#defaults).
 */
export const DEFAULT_QUOTE_ENGINE_CONFIG: QuoteEngineConfig = {
  weights: { customerType: 0.25, jobScope: 0.15, urgency: 0.2, complexity: 0.3, visualAid: 0.1 },
  thresholds: { instantQuote: 0.6, videoQuote: 0.8, siteVisit: 0.95 },
  customerTypeValues: { residential: 0.3, commercial: 0.7, propertyManager: 0.5 },
  jobScopeValues: { single: 0.3, multiple: 0.7 },
  urgencyValues: { normal: 0.3, urgent: 0.6, emergency: 1 },
};

/** The config's key for a customer type: the wire word property_manager is propertyManager there. */
export function getCustomerTypeValue(config: QuoteEngineConfig, customerType: CustomerType): number {
  switch (customerType) {
    case 'residential':
      return config.customerTypeValues.residential;
    case 'commercial':
      return config.customerTypeValues.commercial;
    case 'property_manager':
      return config.customerTypeValues.propertyManager;
  }
}
