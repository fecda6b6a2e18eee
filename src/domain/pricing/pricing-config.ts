// The one pricing config (docs/product/pricing-rules.md#pricing-config); customers and staff
// read the same config (docs/product/README.md#one-implementation).
// Held in integer pence inside; the API carries pounds (see pricing-config-wire.ts).

/**
 * Urgency levels the pricing config prices (docs/product/pricing-rules.md#urgency-words); the home
 * flow uses the same words.
 */
export const PRICING_URGENCIES = ['low', 'medium', 'high', 'emergency'] as const;
export type PricingUrgency = (typeof PRICING_URGENCIES)[number];

/**
 * Complexity levels the config prices (docs/product/pricing-rules.md#complexity). The analysis only
 * produces the first three; very_complex is kept so an admin can price it and older stored data
 * still reads.
 */
export const PRICING_COMPLEXITIES = ['simple', 'moderate', 'complex', 'very_complex'] as const;
export type PricingComplexity = (typeof PRICING_COMPLEXITIES)[number];

export type PricingConfig = {
  baseRatePence: number;
  calloutFeePence: number;
  /** A fraction: 0.15 adds 15 % to the materials' cost. */
  materialMarkup: number;
  minimumChargePence: number;
  /** Working hours in one day, used to say how many days a job spans. */
  maxDailyHours: number;
  /** Additive: the hourly rate is base × (1 + urgency modifier + complexity modifier). */
  urgencyModifiers: Record<PricingUrgency, number>;
  complexityModifiers: Record<PricingComplexity, number>;
};

/** The pricing defaults, base rate £78 (docs/product/pricing-rules.md#pricing-config). */
export const DEFAULT_PRICING_CONFIG: PricingConfig = {
  baseRatePence: 7800,
  calloutFeePence: 2500,
  materialMarkup: 0.15,
  minimumChargePence: 5000,
  maxDailyHours: 8,
  urgencyModifiers: { low: -0.1, medium: 0, high: 0.3, emergency: 0.8 },
  complexityModifiers: { simple: -0.2, moderate: 0, complex: 0.4, very_complex: 1.0 },
};

export function isPricingComplexity(value: unknown): value is PricingComplexity {
  return typeof value === 'string' && (PRICING_COMPLEXITIES as readonly string[]).includes(value);
}

/**
 * Stored tasks may carry a complexity the config does not know (old data, a hand-made lead).
 * They are priced at the moderate rate: the modifier is neutral, so an unknown value neither
 * surcharges the customer nor undercuts the firm.
 */
export function toPricingComplexity(value: unknown): PricingComplexity {
  return isPricingComplexity(value) ? value : 'moderate';
}
