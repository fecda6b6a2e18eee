// What the analytics need to know of one visitor session, read from its interaction events
// (docs/product/conversion-analytics.md#what-the-numbers-mean). These are the reference
// definitions: the server computes the same facts in PostgreSQL (an hourly rollup, ADR 0012) and
// its tests hold it to the figures these give.

import { isInWindow, type TimeWindow } from './analytics-window';
import { type AnalyticsFlow, MAX_FUNNEL_STAGES, isConversionStep, toFunnelStageIndex } from './funnel-stages';

/** One interaction event, as far as the analytics read it. */
export type AnalyticsEvent = {
  sessionId: string;
  flow: AnalyticsFlow;
  step: string;
  action: string;
  timeOnStepSeconds: number | null;
  createdAt: Date;
  /** The funnel run the event belongs to, which ties the session to the lead it saved. */
  funnelKey?: string | null;
};

/** One session of one flow, from its events inside a window. */
export type SessionFacts = {
  flow: AnalyticsFlow;
  sessionId: string;
  /** Bit i set: the session started a step of stage i. */
  enteredStages: number;
  /** The session reached a conversion step. */
  converted: boolean;
  /** Seconds recorded by the session's step completions on each stage position. */
  stageSeconds: number[];
  /** The stage of the session's latest step start, or null when it started none. */
  lastStageIndex: number | null;
  lastStageAt: Date | null;
  lastEventAt: Date;
  /** The latest funnel run the session's events named, if any. */
  funnelKey: string | null;
};

/**
 * The facts of every session with at least one event of its flow in the window; events outside
 * the window are ignored, as if they did not exist. A session is a session id per flow: one id
 * that visits both funnels is a session of each.
 *
 * - A step start enters the step's stage; a step start of a conversion step converts.
 * - A step completion adds its seconds to its stage (only moving on records a completion,
 *   docs/product/shared-behaviour.md#interaction-tracking).
 * - Every other event (a click, a field, an abandonment, voice) only makes the session count.
 */
export function toSessionFacts(events: readonly AnalyticsEvent[], window: TimeWindow): SessionFacts[] {
  const sessions = new Map<string, SessionFacts>();
  const ordered = events
    .filter((event) => isInWindow(event.createdAt, window))
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const event of ordered) {
    const key = `${event.flow}\u0000${event.sessionId}`;
    let facts = sessions.get(key);
    if (!facts) {
      facts = {
        flow: event.flow,
        sessionId: event.sessionId,
        enteredStages: 0,
        converted: false,
        stageSeconds: Array.from({ length: MAX_FUNNEL_STAGES }, () => 0),
        lastStageIndex: null,
        lastStageAt: null,
        lastEventAt: event.createdAt,
        funnelKey: null,
      };
      sessions.set(key, facts);
    }
    foldEvent(facts, event);
  }
  return [...sessions.values()];
}

function foldEvent(facts: SessionFacts, event: AnalyticsEvent): void {
  facts.lastEventAt = event.createdAt;
  if (event.funnelKey) facts.funnelKey = event.funnelKey;
  const stageIndex = toFunnelStageIndex(event.flow, event.step);
  if (event.action === 'step_start') {
    if (isConversionStep(event.flow, event.step)) facts.converted = true;
    if (stageIndex !== null) {
      facts.enteredStages |= 1 << stageIndex;
      facts.lastStageIndex = stageIndex;
      facts.lastStageAt = event.createdAt;
    }
  } else if (event.action === 'step_complete' && stageIndex !== null) {
    facts.stageSeconds[stageIndex] = (facts.stageSeconds[stageIndex] ?? 0) + Math.max(0, event.timeOnStepSeconds ?? 0);
  }
}

export function hasEnteredStage(facts: Pick<SessionFacts, 'enteredStages'>, index: number): boolean {
  return (facts.enteredStages & (1 << index)) !== 0;
}

/**
 * A session went on past a stage when it entered it and then either entered a later stage
 * (a skipped stage in between changes nothing) or converted. The last stage is gone past only
 * by converting; the pricing page's last stage is the conversion itself, so reaching it is
 * completing it. Going back does not undo progress: the furthest stage reached counts.
 */
export function hasCompletedStage(facts: Pick<SessionFacts, 'enteredStages' | 'converted'>, index: number): boolean {
  if (!hasEnteredStage(facts, index)) return false;
  return facts.converted || facts.enteredStages >> (index + 1) !== 0;
}
