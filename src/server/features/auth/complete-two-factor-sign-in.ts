import { and, eq, gt } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import { findTotpStep, fromBase32 } from '#domain/staff/totp';
import { signInWaitSeconds } from '#domain/staff/sign-in-delay';
import { toStaffRole } from '#domain/staff/staff-roles';
import { staffAccounts, staffSignInChallenges, staffSignInFailures } from '#server/db/schema';
import { TooManyRequestsError, UnauthorizedError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hmacSha1 } from './internal/hmac-sha1';
import { hashRecoveryCode } from './internal/recovery-codes';
import { hashSessionToken } from './internal/session-token';
import { startStaffSession } from './internal/start-staff-session';
import { countFailure, type SignInDeps } from './sign-in-staff';

/**
 * The second step of a sign-in with two-factor on (docs/product/staff-accounts.md#two-factor):
 * a code from the app (never the same time step twice) or one of the recovery codes (used up).
 * A wrong code counts towards the same per-account lockout as a wrong password.
 */
export async function completeTwoFactorSignIn(
  deps: SignInDeps,
  input: { challenge: string; code: string; userAgent: string | undefined },
): Promise<{ staff: Staff; token: string; expiresAt: Date }> {
  const now = deps.now();
  const wrong = () => new UnauthorizedError('The code is not right. Try the current code, or a recovery code.', 'wrong_two_factor_code');
  const [row] = await deps.db
    .select({ account: staffAccounts })
    .from(staffSignInChallenges)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSignInChallenges.staffId))
    .where(and(eq(staffSignInChallenges.tokenHash, hashSessionToken(input.challenge)), gt(staffSignInChallenges.expiresAt, now)))
    .limit(1);
  if (!row || !row.account.totpSecret || row.account.disabledAt) throw wrong();
  const account = row.account;

  const [failure] = await deps.db.select().from(staffSignInFailures).where(eq(staffSignInFailures.email, account.email)).limit(1);
  const waitSeconds = signInWaitSeconds(failure ?? null, now);
  if (waitSeconds > 0) throw new TooManyRequestsError('Too many wrong codes for this account. Try again later.', 'sign_in_locked', waitSeconds);

  const secret = fromBase32(account.totpSecret ?? '');
  const step = secret ? findTotpStep(hmacSha1, secret, input.code, now.getTime(), account.totpLastStep) : null;
  const recoveryHash = hashRecoveryCode(input.code);
  const usesRecoveryCode = step === null && account.recoveryCodeHashes.includes(recoveryHash);
  if (step === null && !usesRecoveryCode) {
    await countFailure(deps, account.email, now);
    throw wrong();
  }

  return deps.db.transaction(async (tx) => {
    // Guarded on the stored state, so two requests with one code cannot both win.
    const [claimed] = await tx
      .update(staffAccounts)
      .set(usesRecoveryCode ? { recoveryCodeHashes: account.recoveryCodeHashes.filter((h) => h !== recoveryHash) } : { totpLastStep: step })
      .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.totpSecret, account.totpSecret ?? '')))
      .returning({ id: staffAccounts.id });
    if (!claimed) throw wrong();
    await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.tokenHash, hashSessionToken(input.challenge)));
    await tx.delete(staffSignInFailures).where(eq(staffSignInFailures.email, account.email));
    const session = await startStaffSession(tx, account.id, now, input.userAgent);
    await recordAuditEvent(tx, {
      actor: { id: account.id, email: account.email },
      action: 'sign_in.succeeded',
      subject: account.email,
      after: { secondFactor: usesRecoveryCode ? 'recovery code' : 'authenticator app' },
      at: now,
    });
    return { staff: { id: account.id, email: account.email, name: account.name, role: toStaffRole(account.role) }, ...session };
  });
}
