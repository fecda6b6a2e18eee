import { eq } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { StaffMember } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toStaffMember } from './internal/to-staff-member';

/** The owner turns a member's two-factor off (a lost phone, no recovery codes left): they set it up again. */
export async function resetStaffTwoFactor(deps: { db: Database; now: () => Date }, input: { owner: Staff; staffId: string }): Promise<StaffMember> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, input.staffId)).for('update');
    if (!before) throw new NotFoundError('The staff member');
    const [after] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] })
      .where(eq(staffAccounts.id, before.id))
      .returning();
    await recordAuditEvent(tx, { actor: input.owner, action: 'staff.two_factor_reset', subject: before.email, before: { enabled: before.totpEnabledAt !== null }, after: { enabled: false }, at: now });
    return toStaffMember(after!);
  });
}
