import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  voice: z.enum(['available', 'unavailable']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  responses: { 200: HealthSchema, 503: HealthSchema },
});
