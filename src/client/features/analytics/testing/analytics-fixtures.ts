import type { Conversions, DroppedOffCustomer, FunnelStage, TrendDay } from '#contracts/analytics.contract';
import { FUNNEL_STAGES } from '#domain/analytics/funnel-stages';

const zero = { sessions: 0, completed: 0, conversionRate: 0 };

/** Conversions as the server answers them; the period before is empty unless given. */
export function aConversions(overrides: Partial<Conversions> = {}): Conversions {
  return {
    home: { sessions: 80, completed: 20, conversionRate: 25 },
    pricing: { sessions: 40, completed: 20, conversionRate: 50 },
    previousPeriod: { home: zero, pricing: zero },
    ...overrides,
  };
}

/** A funnel row; the figures default to a stage with a third dropping off. */
export function aFunnelStage(overrides: Partial<FunnelStage> = {}): FunnelStage {
  return { flow: 'home', stage: 'Details', entrances: 6, completions: 4, exits: 2, averageTime: 47.8, dropoffRate: 33.3, ...overrides };
}

/** Every stage of a flow, each with the same made-up figures unless given. */
export function aFunnel(flow: 'home' | 'pricing', figures: Partial<FunnelStage>[] = []): FunnelStage[] {
  return FUNNEL_STAGES[flow].map((stage, index) => aFunnelStage({ flow, stage: stage.label, ...figures[index] }));
}

export function aTrendDay(date: string, overrides: Partial<TrendDay> = {}): TrendDay {
  return { date, home: { sessions: 5, completed: 1, conversionRate: 20 }, pricing: { sessions: 4, completed: 2, conversionRate: 50 }, ...overrides };
}

export function aDroppedOffCustomer(overrides: Partial<DroppedOffCustomer> = {}): DroppedOffCustomer {
  return {
    leadId: '7d3c8a9e-1f2b-4c5d-8e9f-0a1b2c3d4e5f',
    customerName: 'Dana Drop',
    phone: '07700 900001',
    leadStatus: 'draft',
    flow: 'home',
    stoppedAt: 'Quote Selection',
    lastSeenAt: '2026-11-21T09:03:40.000Z',
    ...overrides,
  };
}
