import { and, eq, ne } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { Database } from '#server/db/client';
import { staffSessions } from '#server/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';

/** Ends every session of the member but this one (docs/product/staff-accounts.md#account): a lost phone, a shared PC. */
export async function signOutOtherSessions(
  deps: { db: Database; now: () => Date },
  input: { staff: Staff; sessionId: string },
): Promise<{ signedOutSessions: number }> {
  return deps.db.transaction(async (tx) => {
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, input.staff.id), ne(staffSessions.id, input.sessionId)))
      .returning({ id: staffSessions.id });
    await recordAuditEvent(tx, { actor: input.staff, action: 'sign_out.other_sessions', subject: input.staff.email, after: { signedOutSessions: ended.length }, at: deps.now() });
    return { signedOutSessions: ended.length };
  });
}
