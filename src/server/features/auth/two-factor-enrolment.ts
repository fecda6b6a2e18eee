import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import { findTotpStep, fromBase32, toBase32 } from '#domain/staff/totp';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { ConflictError, UnprocessableError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hmacSha1 } from './internal/hmac-sha1';
import { createRecoveryCodes, hashRecoveryCode } from './internal/recovery-codes';

type Deps = { db: Database; now: () => Date };

/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'Handyman back office';

export async function getTwoFactorState(deps: Deps, staff: Staff): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id)).limit(1);
  return { enabled: account?.totpEnabledAt != null, recoveryCodesLeft: account?.recoveryCodeHashes.length ?? 0 };
}

/** A new secret (160 bits, RFC 4226's advice) to type or scan; it counts only once a code proves it. */
export async function setUpTwoFactor(deps: Deps, staff: Staff): Promise<{ secret: string; otpauthUrl: string }> {
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id)).limit(1);
  if (account?.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on. The owner can reset it.');
  const secret = toBase32(randomBytes(20));
  await deps.db.update(staffAccounts).set({ totpPendingSecret: secret }).where(eq(staffAccounts.id, staff.id));
  const label = encodeURIComponent(`${TOTP_ISSUER}:${staff.email}`);
  return { secret, otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}&algorithm=SHA1&digits=6&period=30` };
}

/** The first code from the app turns two-factor on and gives the ten recovery codes, shown once. */
export async function enableTwoFactor(deps: Deps, staff: Staff, code: string): Promise<{ recoveryCodes: string[] }> {
  const now = deps.now();
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id)).limit(1);
  const secret = fromBase32(account?.totpPendingSecret ?? '');
  const step = secret ? findTotpStep(hmacSha1, secret, code, now.getTime()) : null;
  if (!account?.totpPendingSecret || step === null) {
    const reason = 'is not the code your app shows now';
    throw new UnprocessableError(`The code ${reason}.`, [{ name: 'code', reason }], 'wrong_two_factor_code');
  }
  const recoveryCodes = createRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
      .where(eq(staffAccounts.id, staff.id));
    await recordAuditEvent(tx, { actor: staff, action: 'two_factor.enabled', subject: staff.email, before: { enabled: false }, after: { enabled: true }, at: now });
  });
  return { recoveryCodes };
}
