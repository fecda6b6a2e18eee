import { describe, expect, it } from 'vitest';
import { createStepClock } from './step-clock';

describe('the step clock', () => {
  it('reads 0 before a step starts, then whole seconds since the step started', () => {
    let nowMs = 10_000;
    const clock = createStepClock(() => nowMs);
    expect(clock.seconds()).toBe(0);

    clock.start();
    nowMs += 2_400;
    expect(clock.seconds()).toBe(2);
    nowMs += 200;
    expect(clock.seconds()).toBe(3);

    clock.start();
    expect(clock.seconds()).toBe(0);
  });

  it('never reads a negative time', () => {
    let nowMs = 5_000;
    const clock = createStepClock(() => nowMs);
    clock.start();
    nowMs -= 3_000;
    expect(clock.seconds()).toBe(0);
  });
});
