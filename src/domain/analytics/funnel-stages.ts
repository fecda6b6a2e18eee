// The analytics funnels (docs/product/conversion-analytics.md#funnel-stages): which step ids the
// customer funnels record belong to which of the screen's stages, and which step is a conversion.
// The server builds its SQL from these tables, and the reference definitions below read them, so
// a renamed step fails here and not silently in a chart.

import { HOME_STAGES, isConfirmationStage, type HomeStage } from '../funnels/home-stages';
import { PRICING_STEPS, isPricingFunnelComplete, type PricingStep } from '../funnels/pricing-flow';

/** The two customer funnels the screen compares (the interaction events' `flow`). */
export const ANALYTICS_FLOWS = ['home', 'pricing'] as const;
export type AnalyticsFlow = (typeof ANALYTICS_FLOWS)[number];

export function isAnalyticsFlow(value: unknown): value is AnalyticsFlow {
  return value === 'home' || value === 'pricing';
}

/** One stage of a funnel as the screen shows it, and the recorded steps it groups. */
export type FunnelStageDefinition<Step extends string = string> = {
  label: string;
  steps: readonly Step[];
};

/**
 * The home flow's five stages, in order. The flow records more step ids than the screen shows
 * stages: the analysis check belongs with the contact details ('Details'), the recommendation
 * wait is the 'AI Analysis', and the method screens are part of the 'Quote Selection'. The
 * confirmations are the conversion, not a stage.
 */
const HOME_FUNNEL: readonly FunnelStageDefinition<HomeStage>[] = [
  { label: 'Customer Type', steps: ['customer_type'] },
  { label: 'Job Description', steps: ['welcome', 'ai_analysis'] },
  { label: 'Details', steps: ['confirm_details', 'customer_details'] },
  { label: 'AI Analysis', steps: ['generating_recommendation', 'ai_decision'] },
  { label: 'Quote Selection', steps: ['quote_method_selection', 'phone_quote', 'whatsapp_video', 'book_handyman'] },
];

/**
 * The pricing page's four stages. Its two waiting screens count with the step they wait on:
 * the analysis with the Job Input, the 1.5-second quote wait with the Lead Capture. The Quote
 * Display is both the last stage and the conversion.
 */
const PRICING_FUNNEL: readonly FunnelStageDefinition<PricingStep>[] = [
  { label: 'Job Input', steps: ['job_input', 'analyzing'] },
  { label: 'Job Confirmation', steps: ['job_confirmation'] },
  { label: 'Lead Capture', steps: ['lead_capture', 'generating_quote'] },
  { label: 'Quote Display', steps: ['quote_display'] },
];

export const FUNNEL_STAGES: Readonly<Record<AnalyticsFlow, readonly FunnelStageDefinition[]>> = {
  home: HOME_FUNNEL,
  pricing: PRICING_FUNNEL,
};

/** The most stages a funnel has: the rollup keeps one time column per stage position. */
export const MAX_FUNNEL_STAGES = 5;

/**
 * Reaching one of these steps is a conversion: a home-flow confirmation of any route (phone
 * quote submitted, video assessment requested, visit requested) and the pricing page's quote.
 */
export const CONVERSION_STEPS: Readonly<Record<AnalyticsFlow, readonly string[]>> = {
  home: HOME_STAGES.filter(isConfirmationStage),
  pricing: PRICING_STEPS.filter(isPricingFunnelComplete),
};

/** The position (0-based) of the stage a step belongs to, or null for a step outside the stages. */
export function toFunnelStageIndex(flow: AnalyticsFlow, step: string): number | null {
  const index = FUNNEL_STAGES[flow].findIndex((stage) => stage.steps.includes(step));
  return index === -1 ? null : index;
}

export function isConversionStep(flow: AnalyticsFlow, step: string): boolean {
  return CONVERSION_STEPS[flow].includes(step);
}

/** The stage's label, or null for a position the flow does not have. */
export function toFunnelStageLabel(flow: AnalyticsFlow, index: number | null): string | null {
  if (index === null) return null;
  return FUNNEL_STAGES[flow][index]?.label ?? null;
}

/** The screen's names of the two funnels. */
export const FLOW_LABELS: Readonly<Record<AnalyticsFlow, string>> = {
  home: 'Home Page',
  pricing: 'Pricing Page',
};
