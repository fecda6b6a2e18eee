import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** `read_only`: it answers but refuses a write (disk full, read-only), so every save would fail. */
  database: z.enum(['up', 'down', 'read_only']),
  voice: z.enum(['available', 'unavailable']),
  uptimeSeconds: z.number(),
  /**
   * The lead webhook's backlog, only for a signed-in staff member: it says how the firm's
   * automation is doing, which is nobody else's business (docs/product/testing-platform.md#health-check).
   */
  webhook: z.object({ queued: z.number().int(), retrying: z.number().int(), dead: z.number().int() }).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  responses: { 200: HealthSchema, 503: HealthSchema },
});
