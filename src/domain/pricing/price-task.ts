import { poundsToPence, roundToPence } from '../money';
import { calculateHourlyRatePence } from './calculate-hourly-rate-pence';
import { estimateTaskHours } from './estimate-task-hours';
import { toPricingComplexity } from './pricing-config';
import type { PricingComplexity, PricingConfig, PricingUrgency } from './pricing-config';

/**
 * A task as pricing reads it. A JobTask fits; so does a task from a stored lead or from the
 * browser's session storage, where any field may be missing or of the wrong type.
 */
export type PriceableTask = {
  description?: unknown;
  complexity?: unknown;
  /** Hours for the whole task, all of its quantity included. */
  estimatedHours?: unknown;
  /** Typical materials cost in pounds for the whole task (job-task.ts). */
  estimatedMaterials?: unknown;
};

export type TaskPrice = {
  description: string;
  complexity: PricingComplexity;
  hours: number;
  hourlyRatePence: number;
  labourPence: number;
  materialsPence: number;
};

/** Materials the analysis could not cost (missing, negative, not a number) add nothing. */
function readMaterialsPounds(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * One task's labour and materials (docs/product/pricing-rules.md#pricing-a-job): labour at the rate
 * for the task's own complexity, materials × (1 + markup). The call-out fee belongs to the job, not
 * to a task.
 */
export function priceTask(task: PriceableTask, config: PricingConfig, urgency: PricingUrgency): TaskPrice {
  const complexity = toPricingComplexity(task.complexity);
  const hours = estimateTaskHours(task);
  const hourlyRatePence = calculateHourlyRatePence(config, urgency, complexity);
  const materialsCostPence = poundsToPence(readMaterialsPounds(task.estimatedMaterials));
  return {
    description: typeof task.description === 'string' ? task.description.trim() : '',
    complexity,
    hours,
    hourlyRatePence,
    labourPence: roundToPence(hours * hourlyRatePence),
    materialsPence: roundToPence(materialsCostPence * (1 + Math.max(0, config.materialMarkup))),
  };
}
