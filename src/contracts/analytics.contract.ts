import { z } from 'zod';
import { ANALYTICS_DATE_RANGES, DEFAULT_ANALYTICS_DATE_RANGE } from '../domain/analytics/analytics-window';
import { FUNNEL_FLOW_FILTERS as DOMAIN_FUNNEL_FLOW_FILTERS } from '../domain/analytics/funnel-figures';
import { ANALYTICS_FLOWS } from '../domain/analytics/funnel-stages';
import { LEAD_RECORD_STATUSES } from '../domain/leads/can-change-lead-status';
import { defineEndpoint } from './endpoint';

/**
 * Conversion analytics (docs/product/conversion-analytics.md#endpoints), staff only. What each
 * figure means is written down in docs/product/conversion-analytics.md#what-the-numbers-mean and
 * held by the domain's definitions (src/domain/analytics/).
 */
export const DATE_RANGES = ANALYTICS_DATE_RANGES;
export const FUNNEL_FLOW_FILTERS = DOMAIN_FUNNEL_FLOW_FILTERS;

const count = z.number().int().nonnegative();
/** Percent with one decimal; 0 for a division by zero. */
const percent = z.number().min(0).max(100);
const instant = z.iso.datetime({ offset: true });
const FlowSchema = z.enum(ANALYTICS_FLOWS);

const DateRangeQuerySchema = z.object({ dateRange: z.enum(DATE_RANGES).default(DEFAULT_ANALYTICS_DATE_RANGE) });
const FunnelQuerySchema = DateRangeQuerySchema.extend({ flow: z.enum(FUNNEL_FLOW_FILTERS).default('all') });

export const FlowConversionSchema = z.object({
  sessions: count,
  completed: count,
  /** Percent; 0 when there were no sessions. */
  conversionRate: percent,
});
export type FlowConversion = z.infer<typeof FlowConversionSchema>;

const ConversionsByFlowSchema = z.object({ home: FlowConversionSchema, pricing: FlowConversionSchema });

export const ConversionsSchema = ConversionsByFlowSchema.extend({
  /** The same figures for the period of the same length just before (ours: the cards compare). */
  previousPeriod: ConversionsByFlowSchema,
});
export type Conversions = z.infer<typeof ConversionsSchema>;

export const getConversions = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/conversions',
  query: DateRangeQuerySchema,
  responses: { 200: ConversionsSchema },
});

export const FunnelStageSchema = z.object({
  /** Which funnel the stage belongs to (ours: 'all' lists both funnels' stages). */
  flow: FlowSchema,
  stage: z.string(),
  entrances: count,
  completions: count,
  exits: count,
  /** Seconds, one decimal. */
  averageTime: z.number().nonnegative(),
  /** Percent; 0 when nobody entered. */
  dropoffRate: percent,
});
export type FunnelStage = z.infer<typeof FunnelStageSchema>;

export const getFunnel = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/funnel',
  query: FunnelQuerySchema,
  responses: { 200: z.array(FunnelStageSchema) },
});

export const TrendDaySchema = z.object({
  /** The UK calendar date, YYYY-MM-DD. */
  date: z.iso.date(),
  home: FlowConversionSchema,
  pricing: FlowConversionSchema,
});
export type TrendDay = z.infer<typeof TrendDaySchema>;

/** Per UK day, oldest first, every day the range touches (ours, docs/product/conversion-analytics.md#trends). */
export const getTrends = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/trends',
  query: DateRangeQuerySchema,
  responses: { 200: z.object({ days: z.array(TrendDaySchema) }) },
});

/** The most dropped-off customers one answer lists, newest first. */
export const MAX_DROPPED_OFF_CUSTOMERS = 100;

export const DroppedOffCustomerSchema = z.object({
  leadId: z.uuid(),
  customerName: z.string(),
  phone: z.string(),
  leadStatus: z.enum(LEAD_RECORD_STATUSES),
  flow: FlowSchema,
  /** The label of the stage the session was last on, or null when it started none in the range. */
  stoppedAt: z.string().nullable(),
  lastSeenAt: instant,
});
export type DroppedOffCustomer = z.infer<typeof DroppedOffCustomerSchema>;

/** Sessions that left a name and phone but never converted (ours: the customers to call back). */
export const getDroppedOff = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/dropped-off',
  query: DateRangeQuerySchema,
  responses: { 200: z.object({ customers: z.array(DroppedOffCustomerSchema).max(MAX_DROPPED_OFF_CUSTOMERS), total: count }) },
});

/** The stage table as CSV: text/csv; charset=utf-8, as an attachment. */
export const exportFunnelCsv = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/funnel.csv',
  query: FunnelQuerySchema,
  responses: { 200: z.string() },
});

/** The trend as CSV: text/csv; charset=utf-8, as an attachment. */
export const exportTrendsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/trends.csv',
  query: DateRangeQuerySchema,
  responses: { 200: z.string() },
});
