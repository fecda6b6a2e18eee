import { toPercentOneDecimal } from '../quote-engine/calculate-training-stats';
import { type AnalyticsFlow, FLOW_LABELS } from './funnel-stages';
import type { SessionFacts } from './session-facts';

/** One flow's conversion figures (docs/product/conversion-analytics.md#what-the-numbers-mean). */
export type FlowConversion = {
  sessions: number;
  completed: number;
  /** completed ÷ sessions × 100, one decimal; 0 with no sessions. */
  conversionRate: number;
};

export type Conversions = Record<AnalyticsFlow, FlowConversion>;

export function toFlowConversion(sessions: number, completed: number): FlowConversion {
  const safeSessions = Math.max(0, Math.trunc(sessions));
  const safeCompleted = Math.min(safeSessions, Math.max(0, Math.trunc(completed)));
  return { sessions: safeSessions, completed: safeCompleted, conversionRate: toPercentOneDecimal(safeCompleted, safeSessions) };
}

/** A flow with no sessions reads as zeros. */
export const NO_CONVERSIONS: FlowConversion = { sessions: 0, completed: 0, conversionRate: 0 };

/** Each flow's sessions and conversions from session facts: the reference definition. */
export function computeConversions(sessions: readonly SessionFacts[]): Conversions {
  const count = (flow: AnalyticsFlow) => {
    const ofFlow = sessions.filter((facts) => facts.flow === flow);
    return toFlowConversion(ofFlow.length, ofFlow.filter((facts) => facts.converted).length);
  };
  return { home: count('home'), pricing: count('pricing') };
}

/** Both flows together. */
export function toOverallConversion(conversions: Conversions): FlowConversion {
  return toFlowConversion(conversions.home.sessions + conversions.pricing.sessions, conversions.home.completed + conversions.pricing.completed);
}

export type BestPerformer = {
  flow: AnalyticsFlow;
  label: string;
  /** The absolute difference of the two rates, in percentage points, one decimal. */
  marginPoints: number;
  /** '+X.X% better conversion'. */
  text: string;
};

/**
 * The flow with the higher conversion rate; equal rates name the home page
 * (docs/product/conversion-analytics.md#summary-cards).
 */
export function toBestPerformer(conversions: Conversions): BestPerformer {
  const { home, pricing } = conversions;
  const flow: AnalyticsFlow = pricing.conversionRate > home.conversionRate ? 'pricing' : 'home';
  const marginPoints = Math.round(Math.abs(home.conversionRate - pricing.conversionRate) * 10) / 10;
  return { flow, label: FLOW_LABELS[flow], marginPoints, text: `+${marginPoints.toFixed(1)}% better conversion` };
}
