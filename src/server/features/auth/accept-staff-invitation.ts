import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import { toStaffRole } from '#domain/staff/staff-roles';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSessions } from '#server/db/schema';
import { AppError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { assertStaffPasswordAllowed } from './create-staff-account';
import { hashPassword } from './internal/password';
import { createSessionToken, hashSessionToken } from './internal/session-token';
import { SESSION_ABSOLUTE_MS } from './session-policy';

/**
 * The invited person sets their own password from the one-time link
 * (docs/product/staff-accounts.md#staff-management): the link is used up, every older session
 * of the account ends, and they are signed in.
 */
export async function acceptStaffInvitation(
  deps: { db: Database; now: () => Date },
  input: { token: string; password: string; userAgent: string | undefined },
): Promise<{ staff: Staff; token: string; expiresAt: Date }> {
  assertStaffPasswordAllowed(input.password);
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .update(staffAccounts)
      .set({ passwordHash, invitationTokenHash: null, invitationExpiresAt: null, lastSignedInAt: now })
      .where(and(eq(staffAccounts.invitationTokenHash, hashSessionToken(input.token)), gt(staffAccounts.invitationExpiresAt, now), isNull(staffAccounts.disabledAt)))
      .returning();
    if (!account) {
      throw new AppError(404, 'invitation_not_found', 'Not Found', 'This link has been used or has expired. Ask the owner for a new one.');
    }
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, account.id));
    const token = createSessionToken();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await tx.insert(staffSessions).values({
      tokenHash: hashSessionToken(token),
      staffId: account.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
    await recordAuditEvent(tx, { actor: { id: account.id, email: account.email }, action: 'staff.password_set', subject: account.email, at: now });
    return { staff: { id: account.id, email: account.email, name: account.name, role: toStaffRole(account.role) }, token, expiresAt };
  });
}
