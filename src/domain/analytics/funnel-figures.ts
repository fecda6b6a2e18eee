import { toPercentOneDecimal } from '../quote-engine/calculate-training-stats';
import { ANALYTICS_FLOWS, type AnalyticsFlow, FUNNEL_STAGES } from './funnel-stages';
import { hasCompletedStage, hasEnteredStage, type SessionFacts } from './session-facts';

/** The funnel filter: one flow, or both one after the other. */
export const FUNNEL_FLOW_FILTERS = ['all', ...ANALYTICS_FLOWS] as const;
export type FunnelFlowFilter = (typeof FUNNEL_FLOW_FILTERS)[number];

/** What is counted for one stage: the figures are worked out from these. */
export type StageCounts = {
  /** Sessions that started the stage. */
  entrances: number;
  /** Sessions that went on past it. */
  completions: number;
  /** Seconds on the stage, summed over the sessions that completed it. */
  completedSeconds: number;
};

/** One row of the funnel and of the stage table (docs/product/conversion-analytics.md#funnel-stages). */
export type FunnelStageFigures = {
  flow: AnalyticsFlow;
  stage: string;
  entrances: number;
  completions: number;
  /** Entrances that did not go on. */
  exits: number;
  /** Mean seconds on the stage over the sessions that completed it, one decimal; 0 with none. */
  averageTime: number;
  /** Exits ÷ entrances × 100, one decimal; 0 when nobody entered (never NaN). */
  dropoffRate: number;
};

export function toFunnelStageFigures(flow: AnalyticsFlow, stage: string, counts: StageCounts): FunnelStageFigures {
  // Counts from outside (a database) are read defensively: completions never exceed entrances.
  const entrances = Math.max(0, Math.trunc(counts.entrances));
  const completions = Math.min(entrances, Math.max(0, Math.trunc(counts.completions)));
  const exits = entrances - completions;
  const averageTime = completions > 0 && counts.completedSeconds > 0 ? Math.round((counts.completedSeconds / completions) * 10) / 10 : 0;
  return { flow, stage, entrances, completions, exits, averageTime, dropoffRate: toPercentOneDecimal(exits, entrances) };
}

/** The flows a filter shows, in the screen's order: the home page first. */
export function toFilteredFlows(filter: FunnelFlowFilter): readonly AnalyticsFlow[] {
  return filter === 'all' ? ANALYTICS_FLOWS : [filter];
}

/**
 * Sessions that entered the same stages and converted alike, counted together, with their
 * seconds per stage summed: a month of sessions comes down to a few dozen patterns, which is how
 * the server hands them over.
 */
export type SessionPattern = Pick<SessionFacts, 'flow' | 'enteredStages' | 'converted' | 'stageSeconds'> & {
  sessions: number;
};

/** The count of each stage of a flow, from session patterns (each session is a pattern of one). */
export function countFunnelStages(patterns: readonly SessionPattern[], flow: AnalyticsFlow): StageCounts[] {
  return FUNNEL_STAGES[flow].map((_stage, index) => {
    const counts: StageCounts = { entrances: 0, completions: 0, completedSeconds: 0 };
    for (const pattern of patterns) {
      if (pattern.flow !== flow || !hasEnteredStage(pattern, index)) continue;
      counts.entrances += pattern.sessions;
      if (hasCompletedStage(pattern, index)) {
        counts.completions += pattern.sessions;
        counts.completedSeconds += pattern.stageSeconds[index] ?? 0;
      }
    }
    return counts;
  });
}

function toPattern(facts: SessionFacts): SessionPattern {
  return { flow: facts.flow, enteredStages: facts.enteredStages, converted: facts.converted, stageSeconds: facts.stageSeconds, sessions: 1 };
}

/**
 * The funnel's rows for a filter, each flow's stages in order (the home page's, then the
 * pricing page's for 'all'), from the counts of each flow's stages.
 */
export function toFunnelFigures(filter: FunnelFlowFilter, countsByFlow: Readonly<Record<AnalyticsFlow, readonly StageCounts[]>>): FunnelStageFigures[] {
  return toFilteredFlows(filter).flatMap((flow) =>
    FUNNEL_STAGES[flow].map((stage, index) =>
      toFunnelStageFigures(flow, stage.label, countsByFlow[flow][index] ?? { entrances: 0, completions: 0, completedSeconds: 0 }),
    ),
  );
}

/** The funnel from session facts: the definition the server's queries are held to. */
export function computeFunnel(sessions: readonly SessionFacts[], filter: FunnelFlowFilter): FunnelStageFigures[] {
  const patterns = sessions.map(toPattern);
  return toFunnelFigures(filter, { home: countFunnelStages(patterns, 'home'), pricing: countFunnelStages(patterns, 'pricing') });
}

/** The completion percentage a funnel row shows: completions ÷ entrances × 100, one decimal. */
export function toCompletionPercent(stage: Pick<FunnelStageFigures, 'entrances' | 'completions'>): number {
  return toPercentOneDecimal(stage.completions, stage.entrances);
}

/** A drop-off rate above this is shown red, at or below it green (docs/product/conversion-analytics.md#stage-analysis). */
export const DROPOFF_ALERT_PERCENT = 30;

export type DropoffTone = 'alert' | 'fine';

export function toDropoffTone(dropoffRate: number): DropoffTone {
  return dropoffRate > DROPOFF_ALERT_PERCENT ? 'alert' : 'fine';
}

/** Nobody entered any stage: the screen says so rather than drawing empty rows. */
export function hasNoVisitors(stages: readonly Pick<FunnelStageFigures, 'entrances'>[]): boolean {
  return stages.every((stage) => stage.entrances === 0);
}
