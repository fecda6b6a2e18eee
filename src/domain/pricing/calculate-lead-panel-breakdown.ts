import { poundsToPence, roundToPence } from '../money';
import { estimateTaskHours } from './estimate-task-hours';

// The lead panel breakdown (docs/product/lead-management.md#pricing-breakdown): a staff-facing
// explanation of a stored lead's price with its own fixed constants, not the customer pricing config.

export const LEAD_PANEL_HOURLY_RATE_PENCE = 5000; // £50 an hour
export const LEAD_PANEL_CALLOUT_FEE_PENCE = 3000; // £30
/**
 * The urgency multiplier 1.5, which applies when the lead's urgency is `high` and to nothing else,
 * as the product describes the panel (docs/product/lead-management.md#pricing-breakdown). The
 * panel is staff's rough cross-check at a flat £50 an hour, not the customer's price, which the
 * pricing engine's own urgency modifiers set.
 */
export const LEAD_PANEL_URGENT_MULTIPLIER = 1.5;

/**
 * Task-type multipliers (docs/product/lead-management.md#pricing-breakdown); any other type (or
 * none) counts as 1.
 */
export const TASK_TYPE_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['installation', 1.2],
  ['repair', 1],
  ['replacement', 1.1],
  ['maintenance', 0.9],
  ['inspection', 0.8],
]);
export const UNKNOWN_TASK_TYPE_MULTIPLIER = 1;

export type LeadPanelTaskLine = {
  description: string;
  /** As stored, lower-cased; null when the task has none. */
  type: string | null;
  complexity: string | null;
  hours: number;
  typeMultiplier: number;
  labourPence: number;
  /** The stored estimate in pounds, converted; no markup in this breakdown. */
  materialsPence: number;
};

export type LeadPanelBreakdown = {
  lines: LeadPanelTaskLine[];
  hourlyRatePence: number;
  urgencyMultiplier: number;
  labourPence: number;
  materialsPence: number;
  calloutFeePence: number;
  /** Labour + materials + call-out. */
  totalPence: number;
};

/** A task of the lead's stored analysis, as the breakdown reads it (docs/product/leads.md#the-lead). */
export type LeadPanelTask = {
  description: string;
  type: string | null;
  complexity: string | null;
  estimatedHours: number;
  /** Whole pounds, as the analysed job holds them. */
  estimatedMaterials: number;
};

function readText(value: string | null): string | null {
  return value !== null && value.trim() !== '' ? value.trim() : null;
}

export function isUrgentForLeadPanel(urgency: unknown): boolean {
  return urgency === 'high';
}

/**
 * The lead detail panel's pricing breakdown from a lead's stored analysis. Returns null when
 * there is no analysis or no task to explain, so the panel can say so rather than show a bare
 * call-out.
 */
export function calculateLeadPanelBreakdown(
  analysis: { tasks: readonly LeadPanelTask[] } | null,
  urgency: string | null,
): LeadPanelBreakdown | null {
  const tasks = analysis?.tasks ?? [];
  if (tasks.length === 0) return null;

  const urgencyMultiplier = isUrgentForLeadPanel(urgency) ? LEAD_PANEL_URGENT_MULTIPLIER : 1;
  const lines = tasks.map((task): LeadPanelTaskLine => {
    const type = readText(task.type)?.toLowerCase() ?? null;
    const typeMultiplier = (type === null ? undefined : TASK_TYPE_MULTIPLIERS.get(type)) ?? UNKNOWN_TASK_TYPE_MULTIPLIER;
    const hours = estimateTaskHours(task);
    return {
      description: readText(task.description) ?? 'Task',
      type,
      complexity: readText(task.complexity),
      hours,
      typeMultiplier,
      labourPence: roundToPence(hours * LEAD_PANEL_HOURLY_RATE_PENCE * typeMultiplier * urgencyMultiplier),
      // A negative or non-finite estimate costs nothing rather than giving money back.
      materialsPence: poundsToPence(Number.isFinite(task.estimatedMaterials) && task.estimatedMaterials > 0 ? task.estimatedMaterials : 0),
    };
  });

  const labourPence = lines.reduce((sum, line) => sum + line.labourPence, 0);
  const materialsPence = lines.reduce((sum, line) => sum + line.materialsPence, 0);
  return {
    lines,
    hourlyRatePence: LEAD_PANEL_HOURLY_RATE_PENCE,
    urgencyMultiplier,
    labourPence,
    materialsPence,
    calloutFeePence: LEAD_PANEL_CALLOUT_FEE_PENCE,
    totalPence: labourPence + materialsPence + LEAD_PANEL_CALLOUT_FEE_PENCE,
  };
}
