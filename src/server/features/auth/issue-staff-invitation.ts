import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { createSessionToken, hashSessionToken } from './internal/session-token';

/** A one-time link lasts a week: long enough for a new starter's first Monday, short enough to go stale. */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the invited person sets their password; the token goes in the fragment so no server log sees it. */
export const INVITATION_PAGE_PATH = '/admin/welcome';

type Executor = Pick<Database, 'update'>;

/**
 * Gives the account a new one-time link (docs/product/staff-accounts.md#staff-management): only
 * its hash is stored, and any earlier link stops working.
 */
export async function issueStaffInvitation(db: Executor, staffId: string, now: Date): Promise<{ invitationPath: string; expiresAt: Date }> {
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);
  await db.update(staffAccounts).set({ invitationTokenHash: hashSessionToken(token), invitationExpiresAt: expiresAt }).where(eq(staffAccounts.id, staffId));
  return { invitationPath: `${INVITATION_PAGE_PATH}#token=${token}`, expiresAt };
}
