import { and, eq, isNull } from 'drizzle-orm';
import { toStaffRole } from '#domain/staff/staff-roles';
import type { Staff } from '#contracts/auth.contract';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSessions } from '#server/db/schema';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from './session-policy';
import { hashSessionToken } from './internal/session-token';

export type StaffSession = { sessionId: string; staff: Staff; twoFactorEnabled: boolean };

/** The live session behind a cookie token, or null when it is unknown, idle too long or expired. */
export async function findStaffSession(deps: { db: Database; now: () => Date }, token: string): Promise<StaffSession | null> {
  const [row] = await deps.db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      totpEnabledAt: staffAccounts.totpEnabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, and(eq(staffAccounts.id, staffSessions.staffId), isNull(staffAccounts.disabledAt)))
    .where(eq(staffSessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row) return null;

  const now = deps.now().getTime();
  const idleExpired = now - row.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idleExpired || row.expiresAt.getTime() <= now) {
    await deps.db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await deps.db.update(staffSessions).set({ lastSeenAt: new Date(now) }).where(eq(staffSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, staff: { id: row.id, email: row.email, name: row.name, role: toStaffRole(row.role) }, twoFactorEnabled: row.totpEnabledAt !== null };
}
