import { penceToPounds, poundsToPence } from '../money';
import type { PricingComplexity, PricingConfig, PricingUrgency } from './pricing-config';

/**
 * The pricing config as the API carries it (PUT and GET /api/pricing/config): the product's field
 * names, with money in pounds (two decimals) as the admin inputs show it
 * (docs/product/pricing-rules.md#pricing-config). The contract validates the shape; these two
 * functions only change units, at the edge.
 */
export type PricingConfigWire = {
  baseRate: number;
  calloutFee: number;
  materialMarkup: number;
  minimumCharge: number;
  maxDailyHours: number;
  urgencyModifiers: Record<PricingUrgency, number>;
  complexityModifiers: Record<PricingComplexity, number>;
};

export function pricingConfigFromWire(wire: PricingConfigWire): PricingConfig {
  return {
    baseRatePence: poundsToPence(wire.baseRate),
    calloutFeePence: poundsToPence(wire.calloutFee),
    materialMarkup: wire.materialMarkup,
    minimumChargePence: poundsToPence(wire.minimumCharge),
    maxDailyHours: wire.maxDailyHours,
    urgencyModifiers: { ...wire.urgencyModifiers },
    complexityModifiers: { ...wire.complexityModifiers },
  };
}

export function pricingConfigToWire(config: PricingConfig): PricingConfigWire {
  return {
    baseRate: penceToPounds(config.baseRatePence),
    calloutFee: penceToPounds(config.calloutFeePence),
    materialMarkup: config.materialMarkup,
    minimumCharge: penceToPounds(config.minimumChargePence),
    maxDailyHours: config.maxDailyHours,
    urgencyModifiers: { ...config.urgencyModifiers },
    complexityModifiers: { ...config.complexityModifiers },
  };
}
