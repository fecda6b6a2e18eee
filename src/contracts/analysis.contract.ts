import { z } from 'zod';
import { COMPLEXITIES, FLAG_CODES, SKILLS, TASK_TYPES } from '../domain/job-analysis/job-task';
import { defineEndpoint } from './endpoint';

import { MAX_JOB_DESCRIPTION_CHARS } from './wire-constants';

export { MAX_JOB_DESCRIPTION_CHARS };

export const JobDescriptionSchema = z
  .string()
  .max(MAX_JOB_DESCRIPTION_CHARS, `A job description can be at most ${MAX_JOB_DESCRIPTION_CHARS} characters`)
  .refine((text) => text.trim().length > 0, 'Describe the job');

export const JobTaskSchema = z.object({
  id: z.string(),
  description: z.string(),
  complexity: z.enum(COMPLEXITIES),
  estimatedHours: z.number().nonnegative(),
  serviceType: z.string(),
  type: z.enum(TASK_TYPES),
  /** Whole pounds. */
  estimatedMaterials: z.number().nonnegative(),
  skill: z.enum(SKILLS),
  quantity: z.number().int().positive(),
});
export type JobTaskDto = z.infer<typeof JobTaskSchema>;

export const AnalysisFlagSchema = z.object({ code: z.enum(FLAG_CODES), message: z.string() });

/** The analysed job (docs/product/shared-behaviour.md#analysed-job); estimatedRange in whole pounds. */
export const AnalysedJobSchema = z.object({
  summary: z.string(),
  tasks: z.array(JobTaskSchema),
  totalEstimatedHours: z.number().nonnegative(),
  estimatedRange: z.object({ low: z.number().nonnegative(), high: z.number().nonnegative() }),
  quote: z.object({
    totalPence: z.number().int().nonnegative(),
    breakdown: z
      .object({
        labourPence: z.number().int(),
        materialsPence: z.number().int(),
        calloutFeePence: z.number().int(),
        minimumChargeApplied: z.boolean(),
        hours: z.number(),
      })
      .loose(),
  }),
  flags: z.array(AnalysisFlagSchema),
  skills_required: z.array(z.enum(SKILLS)),
  /** Which engine answered: the local one, or an optional configured model that refined it. */
  engine: z.enum(['local', 'llm']),
});
export type AnalysedJob = z.infer<typeof AnalysedJobSchema>;

export const analyseJob = defineEndpoint({
  method: 'POST',
  path: '/api/analyze-job',
  body: z.object({ jobDescription: JobDescriptionSchema }),
  responses: { 200: AnalysedJobSchema },
});

/** Tasks as the browser holds them: only what skill extraction reads, defensively. */
const LooseTaskSchema = z
  .object({ description: z.string().max(500).optional(), serviceType: z.string().max(50).optional(), skill: z.string().max(50).optional() })
  .loose();

export const extractSkills = defineEndpoint({
  method: 'POST',
  path: '/api/extract-skills',
  body: z.object({ jobDescription: JobDescriptionSchema, tasks: z.array(LooseTaskSchema).max(50).default([]) }),
  responses: { 200: z.object({ skills: z.array(z.enum(SKILLS)).min(1).max(4) }) },
});

export const CustomerDetailsSchema = z
  .object({
    customerName: z.string().max(120).optional(),
    phone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
    location: z.string().max(300).optional(),
    urgency: z.string().max(30).optional(),
    propertyType: z.string().max(50).optional(),
  })
  .loose();

export const generateVideoQuoteReasons = defineEndpoint({
  method: 'POST',
  path: '/api/generate-video-quote-reasons',
  body: z.object({
    jobDescription: JobDescriptionSchema,
    /** Only the tasks are read; the rest of the browser's copy is ignored. */
    analyzedJob: z
      .object({ tasks: z.array(z.object({ description: z.unknown().optional(), complexity: z.unknown().optional(), estimatedMaterials: z.unknown().optional() }).loose()).max(50).optional() })
      .loose()
      .nullish(),
    customerDetails: CustomerDetailsSchema.optional(),
  }),
  responses: { 200: z.object({ reasons: z.array(z.string()).min(3).max(5) }) },
});
