import { z } from 'zod';
import { CONTRACTOR_SKILL_LEVELS } from '../domain/contractor-pay/contractor-skill-level';
import { defineEndpoint } from './endpoint';

/**
 * Contractor rates (docs/product/contractor-pay.md#contractor-rates): hourlyRate in pence on the
 * wire. Registered with the Contractor Pay screen.
 */
export const ContractorRateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hourlyRate: z.number().int().positive(),
  description: z.string().nullable(),
  skillLevel: z.enum(CONTRACTOR_SKILL_LEVELS),
  isActive: z.boolean(),
});

export const listContractorRates = defineEndpoint({
  method: 'GET',
  path: '/api/contractor-rates',
  responses: { 200: z.array(ContractorRateSchema) },
});

export const createContractorRate = defineEndpoint({
  method: 'POST',
  path: '/api/contractor-rates',
  body: z.object({
    name: z.string().trim().min(1, 'Enter a name').max(100),
    hourlyRate: z.number().int().positive('The hourly rate must be above 0').max(100_000),
    description: z.string().trim().max(500).nullish(),
    skillLevel: z.enum(CONTRACTOR_SKILL_LEVELS).default('experienced'),
    isActive: z.boolean().default(true),
  }),
  responses: { 201: ContractorRateSchema },
});

export const updateContractorRate = defineEndpoint({
  method: 'PATCH',
  path: '/api/contractor-rates/:id',
  params: z.object({ id: z.uuid() }),
  body: z.object({ isActive: z.boolean() }),
  responses: { 200: ContractorRateSchema },
});
