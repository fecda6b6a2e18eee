import { isHomeStage } from '../funnels/home-stages';
import { PRICING_STEPS } from '../funnels/pricing-flow';
import type { AnalyticsFlow } from './funnel-stages';

type FlowClues = { flow?: AnalyticsFlow | null; source?: string | null; step: string };

/**
 * The funnel an interaction event belongs to. The product's event shape has no `flow`
 * (docs/product/shared-behaviour.md#interaction-tracking), so one sent without it is placed by its
 * source (the pricing page marks its events `pricing_page`, the home flow `home`), then by its
 * step, which the two funnels never share. Null when neither tells: the event cannot be counted.
 */
export function deriveInteractionFlow({ flow, source, step }: FlowClues): AnalyticsFlow | null {
  if (flow) return flow;
  if (source === 'pricing_page' || source === 'pricing') return 'pricing';
  if (source === 'home' || source?.startsWith('home_')) return 'home';
  if (isHomeStage(step)) return 'home';
  if ((PRICING_STEPS as readonly string[]).includes(step)) return 'pricing';
  return null;
}
