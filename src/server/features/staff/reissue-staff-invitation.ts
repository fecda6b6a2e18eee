import { eq } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { Invitation } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { issueStaffInvitation } from '../auth/issue-staff-invitation';
import { toStaffMember } from './internal/to-staff-member';

/**
 * A new one-time link for a member (docs/product/staff-accounts.md#staff-management): for an
 * invitation that was lost or expired, or a forgotten password. The old link stops working; the
 * current password keeps working until the new one is set.
 */
export async function reissueStaffInvitation(deps: { db: Database; now: () => Date }, input: { owner: Staff; staffId: string }): Promise<Invitation> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, input.staffId)).for('update');
    if (!account) throw new NotFoundError('The staff member');
    const link = await issueStaffInvitation(tx, account.id, now);
    await recordAuditEvent(tx, { actor: input.owner, action: 'staff.invited', subject: account.email, after: { newLink: true }, at: now });
    return { member: toStaffMember(account), invitationPath: link.invitationPath, expiresAt: link.expiresAt.toISOString() };
  });
}
