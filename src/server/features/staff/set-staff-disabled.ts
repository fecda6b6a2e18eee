import { eq } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { StaffMember } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSessions } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toStaffMember } from './internal/to-staff-member';

/**
 * Disables or re-enables an account (docs/product/staff-accounts.md#staff-management). Disabling
 * ends its sessions at once and its one-time link; the owner cannot disable themselves.
 */
export async function setStaffDisabled(
  deps: { db: Database; now: () => Date },
  input: { owner: Staff; staffId: string; disabled: boolean },
): Promise<StaffMember> {
  if (input.staffId === input.owner.id) {
    throw new ConflictError('You cannot disable your own account.', 'cannot_change_own_account');
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, input.staffId)).for('update');
    if (!before) throw new NotFoundError('The staff member');
    const [after] = await tx
      .update(staffAccounts)
      .set(input.disabled ? { disabledAt: before.disabledAt ?? now, invitationTokenHash: null, invitationExpiresAt: null } : { disabledAt: null })
      .where(eq(staffAccounts.id, before.id))
      .returning();
    if (input.disabled) await tx.delete(staffSessions).where(eq(staffSessions.staffId, before.id));
    await recordAuditEvent(tx, {
      actor: input.owner,
      action: input.disabled ? 'staff.disabled' : 'staff.enabled',
      subject: before.email,
      before: { disabled: before.disabledAt !== null },
      after: { disabled: input.disabled },
      at: now,
    });
    return toStaffMember(after!);
  });
}
