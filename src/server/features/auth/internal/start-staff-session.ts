import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSessions } from '#server/db/schema';
import { SESSION_ABSOLUTE_MS } from '../session-policy';
import { createSessionToken, hashSessionToken } from './session-token';

type Executor = Pick<Database, 'insert' | 'update'>;

/** A new session for the account: only the token's hash is stored. */
export async function startStaffSession(tx: Executor, staffId: string, now: Date, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await tx.insert(staffSessions).values({ tokenHash: hashSessionToken(token), staffId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
  await tx.update(staffAccounts).set({ lastSignedInAt: now }).where(eq(staffAccounts.id, staffId));
  return { token, expiresAt };
}
