import { describe, expect, it } from 'vitest';
import { toAnalyticsWindow } from './analytics-window';
import { hasCompletedStage, hasEnteredStage, toSessionFacts } from './session-facts';
import {
  H2_SKIPS,
  H3_GOES_BACK,
  H4_RELOADS,
  H5_SPANS_THE_RANGE,
  M_MIXES_FLOWS,
  P2_GOES_BACK_THEN_CONVERTS,
  P3_ONLY_A_CLICK,
  SCENARIO_NOW,
} from './testing/analytics-scenario';

const lastWeek = toAnalyticsWindow('last_7_days', SCENARIO_NOW);
const lastDay = toAnalyticsWindow('last_24_hours', SCENARIO_NOW);

function stagesEntered(facts: { enteredStages: number }): number[] {
  return [0, 1, 2, 3, 4].filter((index) => hasEnteredStage(facts, index));
}

function stagesCompleted(facts: { enteredStages: number; converted: boolean }): number[] {
  return [0, 1, 2, 3, 4].filter((index) => hasCompletedStage(facts, index));
}

describe('the facts of a session', () => {
  it('a session that skips a stage has gone past the stage before it, never entered the skipped one, and exits where it stopped', () => {
    const [facts] = toSessionFacts(H2_SKIPS, lastWeek);
    // customer_type (0) then confirm_details and customer_details (both Details, 2).
    expect(stagesEntered(facts!)).toEqual([0, 2]);
    expect(stagesCompleted(facts!)).toEqual([0]);
    expect(facts!.converted).toBe(false);
    // 6 s on the customer type, 12 s on the analysis check; the abandonment's 42 s is no completion.
    expect(facts!.stageSeconds).toEqual([6, 0, 12, 0, 0]);
    expect(facts!.lastStageIndex).toBe(2);
  });

  it('a session that goes back keeps the furthest stage it reached, and is last seen where it went back to', () => {
    const [facts] = toSessionFacts(H3_GOES_BACK, lastWeek);
    expect(stagesEntered(facts!)).toEqual([0, 1, 2]);
    // It reached Details, so it went past Job Description even though it left from there.
    expect(stagesCompleted(facts!)).toEqual([0, 1]);
    // The Back click carries 9 s but completes nothing; only the description's 30 s count.
    expect(facts!.stageSeconds).toEqual([4, 30, 0, 0, 0]);
    expect(facts!.lastStageIndex).toBe(1);
    expect(facts!.funnelKey).toBe('scenario-fk-h3');
  });

  it('a reload is no exit: the step starts again and the time is counted from the reload', () => {
    const [facts] = toSessionFacts(H4_RELOADS, lastWeek);
    expect(stagesEntered(facts!)).toEqual([0, 1, 2, 3, 4]);
    expect(stagesCompleted(facts!)).toEqual([0, 1, 2, 3]);
    // welcome: 25 s before the reload (an abandonment, not counted), 18 s after it.
    // Details: 11 s on the analysis check + 45 s on the contact details.
    expect(facts!.stageSeconds).toEqual([7, 18, 56, 2, 0]);
    expect(facts!.lastStageIndex).toBe(4);
  });

  it('only the events inside the range count: a session spanning its start enters only the stages it started inside', () => {
    const [whole] = toSessionFacts(H5_SPANS_THE_RANGE, lastWeek);
    expect(stagesEntered(whole!)).toEqual([0, 1, 2, 3, 4]);
    expect(whole!.stageSeconds).toEqual([8, 900, 45, 2, 35]);

    // From 12:00 on the 20th: the description was started at 11:50:08, its completion at 12:05.
    const [cut] = toSessionFacts(H5_SPANS_THE_RANGE, lastDay);
    expect(stagesEntered(cut!)).toEqual([2, 3, 4]);
    expect(stagesCompleted(cut!)).toEqual([2, 3, 4]);
    expect(cut!.converted).toBe(true);
    expect(cut!.stageSeconds).toEqual([0, 900, 45, 2, 35]);
  });

  it('one tab in both funnels is a session of each flow', () => {
    const facts = toSessionFacts(M_MIXES_FLOWS, lastWeek);
    const home = facts.find((session) => session.flow === 'home');
    const pricing = facts.find((session) => session.flow === 'pricing');
    expect(facts).toHaveLength(2);
    expect(home).toMatchObject({ sessionId: 'scenario-m', converted: false });
    expect(stagesCompleted(home!)).toEqual([0]);
    expect(pricing).toMatchObject({ sessionId: 'scenario-m', converted: true });
    // Job Input includes the analysis wait (14 + 3 s); Lead Capture the quote wait (20 + 2 s).
    expect(pricing!.stageSeconds).toEqual([17, 6, 22, 0, 0]);
  });

  it("the pricing page's 'Go Back' completes nothing, and reaching the quote completes its last stage", () => {
    const [facts] = toSessionFacts(P2_GOES_BACK_THEN_CONVERTS, lastWeek);
    expect(facts!.converted).toBe(true);
    expect(stagesCompleted(facts!)).toEqual([0, 1, 2, 3]);
    // job_input 10 + 5, analysing 2 + 2; job confirmation 9 (not the 8 s before Go Back).
    expect(facts!.stageSeconds).toEqual([19, 9, 31, 0, 0]);
  });

  it('a session with only a click counts as a session but enters no stage', () => {
    const [facts] = toSessionFacts(P3_ONLY_A_CLICK, lastWeek);
    expect(facts).toMatchObject({ sessionId: 'scenario-p3', enteredStages: 0, converted: false, lastStageIndex: null });
  });

  it('a session with no event in the range is no session', () => {
    expect(toSessionFacts(H4_RELOADS, { from: new Date('2026-11-21T01:00:00Z'), to: SCENARIO_NOW })).toEqual([]);
  });
});
