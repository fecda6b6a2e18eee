import { penceToPounds, roundToPence } from '../money';
import { estimateTaskHours } from '../pricing/estimate-task-hours';

/**
 * With nothing else to go on, a job takes one hour per £50 of quote, at least 1 hour
 * (docs/product/contractor-pay.md#hours).
 */
export const QUOTE_POUNDS_PER_HOUR = 50;
export const MINIMUM_FALLBACK_HOURS = 1;
/**
 * Margin colours: green above 25 %, yellow above 10 %, red otherwise
 * (docs/product/contractor-pay.md#pay-and-margin).
 */
export const MARGIN_GREEN_ABOVE_PERCENT = 25;
export const MARGIN_YELLOW_ABOVE_PERCENT = 10;

export const MARGIN_BANDS = ['green', 'yellow', 'red'] as const;
export type MarginBand = (typeof MARGIN_BANDS)[number];

export const HOURS_SOURCES = ['custom', 'estimate', 'tasks', 'quote'] as const;
export type HoursSource = (typeof HOURS_SOURCES)[number];

export type ContractorPayInput = {
  /** The lead's quoteAmount. */
  quotePence: number;
  /** The contractor's hourlyRate. */
  hourlyRatePence: number;
  /** Optional, step 0.5 (docs/product/contractor-pay.md#hours). */
  customHours?: number | null;
  /** The lead's stored analysis, or null when it has none (or none that could be read). */
  analysis?: ContractorHoursAnalysis | null;
};

/** What the hours are read from in a lead's stored analysis (docs/product/leads.md#the-lead). */
export type ContractorHoursAnalysis = {
  totalEstimatedHours: number;
  tasks: readonly { estimatedHours: number; complexity: string }[];
};

export type ContractorPay = {
  hours: number;
  hoursSource: HoursSource;
  payPence: number;
  marginPence: number;
  /** One decimal; null when the quote is 0, where a percentage means nothing. */
  marginPercent: number | null;
  marginBand: MarginBand;
};

function readPositive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function sumTaskHours(tasks: ContractorHoursAnalysis['tasks']): number | undefined {
  if (tasks.length === 0) return undefined;
  return tasks.reduce((sum, task) => sum + estimateTaskHours(task), 0);
}

/**
 * Hours come from, in order (docs/product/contractor-pay.md#hours), the custom hours; else
 * totalEstimatedHours; else the sum of the task hours (each task's own estimate, else simple 1,
 * moderate 2, complex 3, otherwise 4 — the same rule the pricing engine uses); else max(1, quote
 * pounds ÷ 50).
 */
export function findContractorHours(input: Pick<ContractorPayInput, 'customHours' | 'analysis' | 'quotePence'>): {
  hours: number;
  source: HoursSource;
} {
  const custom = readPositive(input.customHours);
  if (custom !== undefined) return { hours: custom, source: 'custom' };
  const estimate = readPositive(input.analysis?.totalEstimatedHours);
  if (estimate !== undefined) return { hours: estimate, source: 'estimate' };
  const taskHours = sumTaskHours(input.analysis?.tasks ?? []);
  if (taskHours !== undefined) return { hours: taskHours, source: 'tasks' };
  const fromQuote = penceToPounds(Math.max(0, input.quotePence)) / QUOTE_POUNDS_PER_HOUR;
  return { hours: Math.max(MINIMUM_FALLBACK_HOURS, Math.round(fromQuote * 100) / 100), source: 'quote' };
}

/** Margin colour bands, judged on the percentage as shown (one decimal). */
export function toMarginBand(marginPercent: number | null): MarginBand {
  if (marginPercent === null) return 'red';
  if (marginPercent > MARGIN_GREEN_ABOVE_PERCENT) return 'green';
  if (marginPercent > MARGIN_YELLOW_ABOVE_PERCENT) return 'yellow';
  return 'red';
}

/**
 * The Contractor Pay Calculator: pay = hours × rate, margin = quote − pay
 * (docs/product/contractor-pay.md#pay-and-margin).
 */
export function calculateContractorPay(input: ContractorPayInput): ContractorPay {
  const { hours, source } = findContractorHours(input);
  const payPence = roundToPence(hours * Math.max(0, input.hourlyRatePence));
  const marginPence = input.quotePence - payPence;
  // A quote of 0 would divide by zero: the margin has no percentage, and no profit is red.
  const marginPercent = input.quotePence > 0 ? Math.round((marginPence / input.quotePence) * 1000) / 10 + 0 : null;
  return { hours, hoursSource: source, payPence, marginPence, marginPercent, marginBand: toMarginBand(marginPercent) };
}
