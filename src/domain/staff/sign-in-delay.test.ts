import { describe, expect, it } from 'vitest';
import { recordSignInFailure, SIGN_IN_FAILURE_MEMORY_MS, signInDelayMs, signInWaitSeconds } from './sign-in-delay';

const NOW = new Date('2026-11-24T10:00:00.000Z');

describe('sign-in delays', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [10, 960_000],
    [12, 3_600_000],
    [1000, 3_600_000],
    [Number.NaN, 0],
  ])('after %s failures in a row the account waits %s ms', (failures, delay) => {
    expect(signInDelayMs(failures)).toBe(delay);
  });

  it('grows with each failure and locks out from the fifth', () => {
    let state = null;
    const locks: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const next = recordSignInFailure(state, NOW);
      locks.push(next.locksOut);
      state = next;
    }
    expect(locks).toEqual([false, false, false, false, true, true]);
    expect(state).toMatchObject({ failures: 6, lockedUntil: new Date(NOW.getTime() + 60_000) });
  });

  it('forgets failures after a quiet day', () => {
    const old = { failures: 9, lastFailedAt: new Date(NOW.getTime() - SIGN_IN_FAILURE_MEMORY_MS), lockedUntil: null };
    expect(recordSignInFailure(old, NOW)).toMatchObject({ failures: 1, locksOut: false, lockedUntil: null });
    const recent = { ...old, lastFailedAt: new Date(NOW.getTime() - SIGN_IN_FAILURE_MEMORY_MS + 1) };
    expect(recordSignInFailure(recent, NOW)).toMatchObject({ failures: 10, locksOut: true });
  });

  it('counts the wait down in whole seconds, rounding up', () => {
    expect(signInWaitSeconds(null, NOW)).toBe(0);
    expect(signInWaitSeconds({ failures: 5, lastFailedAt: NOW, lockedUntil: new Date(NOW.getTime() + 29_001) }, NOW)).toBe(30);
    expect(signInWaitSeconds({ failures: 5, lastFailedAt: NOW, lockedUntil: NOW }, NOW)).toBe(0);
  });
});
