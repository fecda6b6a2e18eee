import { and, eq, ne } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSessions } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { assertStaffPasswordAllowed } from './create-staff-account';
import { hashPassword, verifyPassword } from './internal/password';

/**
 * A member changes their own password (docs/product/staff-accounts.md#account): the current one
 * confirms it is them, the new one meets the rule, and every other session of theirs ends (a
 * changed password is usually a worry about someone else).
 */
export async function changeStaffPassword(
  deps: { db: Database; now: () => Date },
  input: { staff: Staff; sessionId: string | null; currentPassword: string; newPassword: string },
): Promise<{ signedOutSessions: number }> {
  const [account] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, input.staff.id)).limit(1);
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    const reason = 'is not your current password';
    throw new UnprocessableError(`The current password ${reason}.`, [{ name: 'currentPassword', reason }], 'wrong_password');
  }
  assertStaffPasswordAllowed(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, account.id));
    const ended = await tx
      .delete(staffSessions)
      .where(input.sessionId ? and(eq(staffSessions.staffId, account.id), ne(staffSessions.id, input.sessionId)) : eq(staffSessions.staffId, account.id))
      .returning({ id: staffSessions.id });
    await recordAuditEvent(tx, { actor: input.staff, action: 'password.changed', subject: account.email, after: { signedOutSessions: ended.length }, at: now });
    return { signedOutSessions: ended.length };
  });
}
