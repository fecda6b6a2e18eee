import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * A quote link's recap, apart from the leads contract so the home page's first download does not
 * carry it (bench/public-bundle-size.bench.ts).
 *
 * What a quote link shows on any device (docs/product/home-flow.md#quote-link): no contact details.
 */
export const QuoteRecapSchema = z.object({
  firstName: z.string(),
  routeTitle: z.string(),
  tasks: z.array(z.string()),
  estimatedPriceLow: z.number().int(),
  estimatedPriceHigh: z.number().int(),
  vatLine: z.string(),
  reference: z.string(),
  businessPhone: z.string(),
  validUntil: z.iso.datetime({ offset: true }),
});
export type QuoteRecap = z.infer<typeof QuoteRecapSchema>;

export const getQuoteRecap = defineEndpoint({
  method: 'GET',
  path: '/api/quotes/:token',
  params: z.object({ token: z.string().max(200) }),
  responses: { 200: QuoteRecapSchema },
});
