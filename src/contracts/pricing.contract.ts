import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const pounds = z.number().finite().nonnegative().max(100_000);
const modifier = z.number().finite().min(-1).max(3);

/**
 * The pricing config on the wire: money in pounds with two decimals (ADR 0003); the server holds
 * pence. Modifiers are additive fractions (0.3 is +30 %).
 */
export const PricingConfigSchema = z.object({
  baseRate: pounds,
  calloutFee: pounds,
  materialMarkup: z.number().finite().min(0).max(2),
  minimumCharge: pounds,
  maxDailyHours: z.number().finite().min(1).max(24),
  urgencyModifiers: z.object({ low: modifier, medium: modifier, high: modifier, emergency: modifier }),
  complexityModifiers: z.object({ simple: modifier, moderate: modifier, complex: modifier, very_complex: modifier }),
});
export type PricingConfigDto = z.infer<typeof PricingConfigSchema>;

export const PricingConfigResponseSchema = PricingConfigSchema.extend({ updatedAt: z.iso.datetime({ offset: true }) });

export const getPricingConfig = defineEndpoint({
  method: 'GET',
  path: '/api/pricing/config',
  responses: { 200: PricingConfigResponseSchema },
});

/** Staff save the config (docs/product/pricing-config.md#saving); every save is kept as a version. */
export const updatePricingConfig = defineEndpoint({
  method: 'PUT',
  path: '/api/pricing/config',
  body: PricingConfigSchema,
  responses: { 200: PricingConfigResponseSchema },
});
