/**
 * Seconds spent on the current funnel step, for the interaction events' `timeOnStep`. Both
 * funnels time their steps with it, on the page's monotonic clock: a step's duration must not
 * jump when the wall clock changes (a phone syncing its time, a daylight-saving change).
 */
export type StepClock = {
  /** The customer has just entered a step. */
  start: () => void;
  /** Whole seconds since the step started; 0 before any step started. */
  seconds: () => number;
};

export function createStepClock(now: () => number = () => performance.now()): StepClock {
  let startedAt: number | null = null;
  return {
    start() {
      startedAt = now();
    },
    seconds() {
      return startedAt === null ? 0 : Math.max(0, Math.round((now() - startedAt) / 1000));
    },
  };
}
