import { roundToPence } from '../money';
import { calculateHourlyRatePence } from './calculate-hourly-rate-pence';
import { toEstimatedRange } from './estimated-range';
import type { EstimatedRange } from './estimated-range';
import { priceTask } from './price-task';
import type { PriceableTask, TaskPrice } from './price-task';
import type { PricingConfig, PricingUrgency } from './pricing-config';

/**
 * With no tasks to price, the job is priced as 2 hours at the hourly rate
 * (docs/product/pricing-rules.md#pricing-a-job).
 */
export const FALLBACK_JOB_HOURS = 2;

/**
 * An estimate with no task list is shown as 75 % labour, 20 % materials, the rest cleanup
 * (docs/product/pricing-rules.md#pricing-a-job).
 */
export const ESTIMATE_SPLIT_LABOUR_PERCENT = 75;
export const ESTIMATE_SPLIT_MATERIALS_PERCENT = 20;

export type PriceJobInput = {
  /** Undefined or null means no task list at all; an empty array means the analysis found none. */
  tasks?: readonly PriceableTask[] | null;
  totalEstimatedHours?: number | null;
  /** An estimate already made for the whole job (pence), split when there is no task list. */
  estimatePence?: number | null;
};

/**
 * How the price was reached:
 * - tasks: each task priced at its own complexity's rate, plus materials and call-out;
 * - hours_fallback: no tasks, so totalEstimatedHours (else 2 hours) at the moderate rate;
 * - estimate_split: no task list but an estimate, shown as labour, materials and cleanup.
 */
export const PRICING_BASES = ['tasks', 'hours_fallback', 'estimate_split'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

export type JobQuoteBreakdown = {
  basis: PricingBasis;
  urgency: PricingUrgency;
  labourPence: number;
  materialsPence: number;
  /** Only the estimate split has a cleanup share; 0 otherwise. */
  cleanupPence: number;
  calloutFeePence: number;
  /** Labour + materials + cleanup + call-out, before the minimum charge. */
  subtotalPence: number;
  minimumChargePence: number;
  /**
   * The pricing page says 'Minimum charge applied' when this is true
   * (docs/product/pricing-rules.md#minimum-charge).
   */
  minimumChargeApplied: boolean;
  hours: number;
  /** Working days the job spans at maxDailyHours a day (at least 1). */
  estimatedDays: number;
  /** Labour ÷ hours: the average rate when tasks differ in complexity. */
  hourlyRatePence: number;
  tasks: TaskPrice[];
};

export type JobPrice = {
  /**
   * −15 % / +15 % of the total, each end in whole pounds
   * (docs/product/pricing-rules.md#estimated-range), held in pence.
   */
  estimatedRange: EstimatedRange;
  quote: {
    totalPence: number;
    breakdown: JobQuoteBreakdown;
  };
};

function readPositive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

type Parts = Pick<
  JobQuoteBreakdown,
  'basis' | 'labourPence' | 'materialsPence' | 'cleanupPence' | 'calloutFeePence' | 'hours' | 'hourlyRatePence' | 'tasks'
>;

function priceFromTasks(tasks: readonly PriceableTask[], config: PricingConfig, urgency: PricingUrgency): Parts {
  const taskPrices = tasks.map((task) => priceTask(task, config, urgency));
  const hours = taskPrices.reduce((sum, task) => sum + task.hours, 0);
  const labourPence = taskPrices.reduce((sum, task) => sum + task.labourPence, 0);
  return {
    basis: 'tasks',
    labourPence,
    materialsPence: taskPrices.reduce((sum, task) => sum + task.materialsPence, 0),
    cleanupPence: 0,
    calloutFeePence: config.calloutFeePence,
    hours,
    hourlyRatePence: roundToPence(labourPence / hours),
    tasks: taskPrices,
  };
}

function priceFromHours(hours: number, config: PricingConfig, urgency: PricingUrgency): Parts {
  const hourlyRatePence = calculateHourlyRatePence(config, urgency, 'moderate');
  return {
    basis: 'hours_fallback',
    labourPence: roundToPence(hours * hourlyRatePence),
    materialsPence: 0,
    cleanupPence: 0,
    calloutFeePence: config.calloutFeePence,
    hours,
    hourlyRatePence,
    tasks: [],
  };
}

/** The estimate already includes everything, so no call-out is added on top. */
function splitEstimate(estimatePence: number, hours: number, config: PricingConfig, urgency: PricingUrgency): Parts {
  const labourPence = roundToPence((estimatePence * ESTIMATE_SPLIT_LABOUR_PERCENT) / 100);
  const materialsPence = roundToPence((estimatePence * ESTIMATE_SPLIT_MATERIALS_PERCENT) / 100);
  return {
    basis: 'estimate_split',
    labourPence,
    materialsPence,
    // The remainder, so the three parts always add back up to the estimate to the penny.
    cleanupPence: estimatePence - labourPence - materialsPence,
    calloutFeePence: 0,
    hours,
    hourlyRatePence: calculateHourlyRatePence(config, urgency, 'moderate'),
    tasks: [],
  };
}

/**
 * The one pricing engine (docs/product/README.md#one-implementation): the customer screens, the
 * analysis and the admin preview all price a job here, and the server recomputes every price it
 * stores with it.
 */
export function priceJob(input: PriceJobInput, config: PricingConfig, urgency: PricingUrgency): JobPrice {
  const { tasks } = input;
  const statedHours = readPositive(input.totalEstimatedHours);
  const estimatePence = readPositive(input.estimatePence);

  let parts: Parts;
  if (tasks && tasks.length > 0) parts = priceFromTasks(tasks, config, urgency);
  else if (!tasks && estimatePence !== undefined) {
    parts = splitEstimate(roundToPence(estimatePence), statedHours ?? FALLBACK_JOB_HOURS, config, urgency);
  } else parts = priceFromHours(statedHours ?? FALLBACK_JOB_HOURS, config, urgency);

  const subtotalPence = parts.labourPence + parts.materialsPence + parts.cleanupPence + parts.calloutFeePence;
  const minimumChargeApplied = subtotalPence < config.minimumChargePence;
  const totalPence = minimumChargeApplied ? config.minimumChargePence : subtotalPence;
  // A config with maxDailyHours 0 (never saved through the validator) still reads as one day.
  const dailyHours = config.maxDailyHours > 0 ? config.maxDailyHours : Infinity;

  return {
    estimatedRange: toEstimatedRange(totalPence),
    quote: {
      totalPence,
      breakdown: {
        ...parts,
        urgency,
        subtotalPence,
        minimumChargePence: config.minimumChargePence,
        minimumChargeApplied,
        estimatedDays: Math.max(1, Math.ceil(parts.hours / dailyHours)),
      },
    },
  };
}
