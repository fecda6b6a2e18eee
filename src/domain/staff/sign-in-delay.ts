/**
 * Sign-in failures per account (docs/product/staff-accounts.md#lockout): counted by email, not by
 * address, so changing address does not buy more guesses. A few typos cost nothing; from then on
 * each failure makes the account wait longer before it takes another password.
 */

/** Failures in a row that cost nothing: a person mistyping, or a caps-lock key. */
export const SIGN_IN_FREE_FAILURES = 4;
/** The first wait, after the fifth failure in a row. */
export const SIGN_IN_FIRST_DELAY_MS = 30_000;
/**
 * The longest wait: an attacker can make the real person wait, never lock them out for good
 * (they can still sign in an hour later, or an owner can help).
 */
export const SIGN_IN_MAX_DELAY_MS = 60 * 60 * 1000;
/** A quiet day forgets old failures, so last month's typos do not add up. */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** How long the account must wait after this many failures in a row (0: no wait). Doubles each time. */
export function signInDelayMs(failuresInARow: number): number {
  if (!Number.isFinite(failuresInARow) || failuresInARow <= SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failuresInARow - SIGN_IN_FREE_FAILURES - 1, 30);
  return Math.min(SIGN_IN_FIRST_DELAY_MS * 2 ** doublings, SIGN_IN_MAX_DELAY_MS);
}

export type SignInFailureState = { failures: number; lastFailedAt: Date | null; lockedUntil: Date | null };

/** The state after one more failure at `now`, and whether it starts a wait (which is audited). */
export function recordSignInFailure(state: SignInFailureState | null, now: Date): SignInFailureState & { locksOut: boolean } {
  const remembered = state?.lastFailedAt && now.getTime() - state.lastFailedAt.getTime() < SIGN_IN_FAILURE_MEMORY_MS ? state.failures : 0;
  const failures = remembered + 1;
  const delayMs = signInDelayMs(failures);
  return {
    failures,
    lastFailedAt: now,
    lockedUntil: delayMs > 0 ? new Date(now.getTime() + delayMs) : null,
    locksOut: delayMs > 0,
  };
}

/** Seconds still to wait at `now` before this account takes another password (0: go ahead). */
export function signInWaitSeconds(state: SignInFailureState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  const remainingMs = state.lockedUntil.getTime() - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
