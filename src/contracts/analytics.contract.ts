import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Conversion analytics (docs/product/conversion-analytics.md#endpoints). Registered with the
 * Conversion Analytics screen.
 */
export const DATE_RANGES = ['last_24_hours', 'last_7_days', 'last_30_days'] as const;
export const FUNNEL_FLOW_FILTERS = ['all', 'home', 'pricing'] as const;

const FlowConversionSchema = z.object({
  sessions: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** Percent; 0 when there were no sessions. */
  conversionRate: z.number().min(0).max(100),
});

export const getConversions = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/conversions',
  query: z.object({ dateRange: z.enum(DATE_RANGES).default('last_7_days') }),
  responses: { 200: z.object({ home: FlowConversionSchema, pricing: FlowConversionSchema }) },
});

export const FunnelStageSchema = z.object({
  stage: z.string(),
  entrances: z.number().int().nonnegative(),
  completions: z.number().int().nonnegative(),
  exits: z.number().int().nonnegative(),
  /** Seconds. */
  averageTime: z.number().nonnegative(),
  /** Percent; 0 when nobody entered. */
  dropoffRate: z.number().min(0).max(100),
});

export const getFunnel = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/funnel',
  query: z.object({ dateRange: z.enum(DATE_RANGES).default('last_7_days'), flow: z.enum(FUNNEL_FLOW_FILTERS).default('all') }),
  responses: { 200: z.array(FunnelStageSchema) },
});
