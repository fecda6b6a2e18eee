import { z } from 'zod';
import { CONTRACTOR_SKILL_LEVELS } from '../domain/contractor-pay/contractor-skill-level';
import { defineEndpoint } from './endpoint';

/**
 * Contractor rates and the leads the pay calculator offers
 * (docs/product/contractor-pay.md#endpoints): staff only; hourlyRate and quoteAmount in pence on
 * the wire (docs/product/README.md#money).
 */

/** £1,000 an hour: above it a typo (pounds typed as pence) is far likelier than a real rate. */
export const MAX_HOURLY_RATE_PENCE = 100_000;

export const ContractorRateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hourlyRate: z.number().int().positive(),
  description: z.string().nullable(),
  skillLevel: z.enum(CONTRACTOR_SKILL_LEVELS),
  isActive: z.boolean(),
});
export type ContractorRate = z.infer<typeof ContractorRateSchema>;

export const CreateContractorRateBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100),
  hourlyRate: z
    .number()
    .int('Give the rate in whole pence')
    .positive('The hourly rate must be above 0')
    .max(MAX_HOURLY_RATE_PENCE, 'The hourly rate must be at most £1,000'),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : null)),
  skillLevel: z.enum(CONTRACTOR_SKILL_LEVELS).default('experienced'),
  isActive: z.boolean().default(true),
});
export type CreateContractorRateBody = z.infer<typeof CreateContractorRateBodySchema>;
export type CreateContractorRateInput = z.input<typeof CreateContractorRateBodySchema>;

export const listContractorRates = defineEndpoint({
  method: 'GET',
  path: '/api/contractor-rates',
  responses: { 200: z.array(ContractorRateSchema) },
});

export const createContractorRate = defineEndpoint({
  method: 'POST',
  path: '/api/contractor-rates',
  body: CreateContractorRateBodySchema,
  responses: { 201: ContractorRateSchema },
});

export const updateContractorRate = defineEndpoint({
  method: 'PATCH',
  path: '/api/contractor-rates/:id',
  params: z.object({ id: z.uuid() }),
  body: z.object({ isActive: z.boolean() }),
  responses: { 200: ContractorRateSchema },
});

/**
 * A lead the calculator can work on: the 10 newest with a final quote above 0, test leads left
 * out (docs/product/contractor-pay.md#leads-offered). Only what the calculation and the
 * WhatsApp message need: no phone number, no email.
 */
export const PayableLeadSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  jobDescription: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  quoteAmount: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  /** What the stored analysis says about hours; null when it has none that can be read. */
  analysis: z
    .object({
      totalEstimatedHours: z.number(),
      tasks: z.array(z.object({ estimatedHours: z.number(), complexity: z.string() })),
    })
    .nullable(),
});
export type PayableLead = z.infer<typeof PayableLeadSchema>;

export const listContractorPayLeads = defineEndpoint({
  method: 'GET',
  path: '/api/contractor-pay/leads',
  responses: { 200: z.array(PayableLeadSchema) },
});
