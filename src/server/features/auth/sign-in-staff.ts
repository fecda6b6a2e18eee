import { eq } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import { recordSignInFailure, signInWaitSeconds } from '#domain/staff/sign-in-delay';
import { toStaffRole } from '#domain/staff/staff-roles';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSignInChallenges, staffSignInFailures } from '#server/db/schema';
import { TooManyRequestsError, UnauthorizedError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { getDummyHash, verifyPassword } from './internal/password';
import { startStaffSession } from './internal/start-staff-session';
import { createSessionToken, hashSessionToken } from './internal/session-token';

export type SignInDeps = { db: Database; now: () => Date; log?: { warn: (obj: object, msg: string) => void } | undefined };
export type SignInInput = { email: string; password: string; userAgent: string | undefined };

/**
 * A wrong email and a wrong password get the same answer, in the same time. Failures are counted
 * per email whatever the address (docs/product/staff-accounts.md#lockout): from the fifth in a row
 * the email waits, longer each time, and no password is checked while it waits.
 */
export type SignInResult = { kind: 'signed_in'; staff: Staff; token: string; expiresAt: Date } | { kind: 'two_factor'; challenge: string };

/** Minutes to type the code after the password. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;

export async function signInStaff(deps: SignInDeps, input: SignInInput): Promise<SignInResult> {
  const email = input.email.toLowerCase();
  const now = deps.now();
  const [failure] = await deps.db.select().from(staffSignInFailures).where(eq(staffSignInFailures.email, email)).limit(1);
  const waitSeconds = signInWaitSeconds(failure ?? null, now);
  if (waitSeconds > 0) {
    throw new TooManyRequestsError(`Too many wrong passwords for this account. Try again in ${formatWait(waitSeconds)}.`, 'sign_in_locked', waitSeconds);
  }

  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  const valid = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), input.password);
  // A disabled account answers exactly as a wrong password does: nothing to learn from it.
  if (!account || !valid || account.disabledAt) {
    await countFailure(deps, email, now);
    throw new UnauthorizedError('Email or password is incorrect', 'invalid_credentials');
  }

  const staff: Staff = { id: account.id, email: account.email, name: account.name, role: toStaffRole(account.role) };
  if (account.totpEnabledAt && account.totpSecret) {
    // docs/product/staff-accounts.md#two-factor: the password is right; now the code.
    const challenge = createSessionToken();
    await deps.db.insert(staffSignInChallenges).values({ tokenHash: hashSessionToken(challenge), staffId: account.id, expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MS) });
    return { kind: 'two_factor', challenge };
  }
  return deps.db.transaction(async (tx) => {
    const { token, expiresAt } = await startStaffSession(tx, account.id, now, input.userAgent);
    if (failure) await tx.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
    await recordAuditEvent(tx, { actor: { id: account.id, email: account.email }, action: 'sign_in.succeeded', subject: account.email, at: now });
    return { kind: 'signed_in', staff, token, expiresAt };
  });
}

/** Counts one failure under a row lock, so parallel guesses each count. */
export async function countFailure(deps: SignInDeps, email: string, now: Date): Promise<void> {
  const next = await deps.db.transaction(async (tx) => {
    await tx.insert(staffSignInFailures).values({ email, failures: 0, lastFailedAt: now }).onConflictDoNothing();
    const [previous] = await tx.select().from(staffSignInFailures).where(eq(staffSignInFailures.email, email)).for('update');
    const counted = recordSignInFailure(previous && previous.failures > 0 ? previous : null, now);
    await tx
      .update(staffSignInFailures)
      .set({ failures: counted.failures, lastFailedAt: now, lockedUntil: counted.lockedUntil })
      .where(eq(staffSignInFailures.email, email));
    if (counted.locksOut) {
      await recordAuditEvent(tx, {
        actor: null,
        action: 'sign_in.locked',
        subject: email,
        after: { failuresInARow: counted.failures, lockedUntil: counted.lockedUntil?.toISOString() ?? null },
        at: now,
      });
    }
    return counted;
  });
  if (next.locksOut) deps.log?.warn({ failuresInARow: next.failures, lockedUntil: next.lockedUntil }, 'staff sign-in locked after failures in a row');
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
