import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { staffSessions } from '#server/db/schema';
import { hashSessionToken } from './internal/session-token';

export async function signOutStaff(deps: { db: Database }, token: string | undefined): Promise<void> {
  if (!token) return;
  await deps.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSessionToken(token)));
}
