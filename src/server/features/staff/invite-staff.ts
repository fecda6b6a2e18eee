import type { Staff } from '#contracts/auth.contract';
import type { Invitation, InviteStaffBody } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { ConflictError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { issueStaffInvitation } from '../auth/issue-staff-invitation';
import { toStaffMember } from './internal/to-staff-member';

/**
 * The owner adds a staff member (docs/product/staff-accounts.md#staff-management): an account
 * with no password and a one-time link, shown once to the owner, where the new member sets
 * their own. New accounts are always staff.
 */
export async function inviteStaff(deps: { db: Database; now: () => Date }, input: { owner: Staff; body: InviteStaffBody }): Promise<Invitation> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffAccounts)
      .values({ email: input.body.email, name: input.body.name, passwordHash: null, role: 'staff', createdAt: now })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning();
    if (!created) throw new ConflictError(`A staff account for ${input.body.email} already exists.`, 'staff_exists');
    const link = await issueStaffInvitation(tx, created.id, now);
    await recordAuditEvent(tx, { actor: input.owner, action: 'staff.invited', subject: created.email, after: { email: created.email, name: created.name, role: 'staff' }, at: now });
    return { member: toStaffMember(created), invitationPath: link.invitationPath, expiresAt: link.expiresAt.toISOString() };
  });
}
