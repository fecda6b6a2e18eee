import { eq } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSessions } from '#server/db/schema';
import { UnauthorizedError } from '#server/errors';
import { getDummyHash, verifyPassword } from './internal/password';
import { SESSION_ABSOLUTE_MS } from './session-policy';
import { createSessionToken, hashSessionToken } from './internal/session-token';

export type SignInDeps = { db: Database; now: () => Date };
export type SignInInput = { email: string; password: string; userAgent: string | undefined };

/** A wrong email and a wrong password get the same answer, in the same time. */
export async function signInStaff(deps: SignInDeps, input: SignInInput): Promise<{ staff: Staff; token: string; expiresAt: Date }> {
  const [account] = await deps.db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, input.email.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), input.password);
  if (!account || !valid) throw new UnauthorizedError('Email or password is incorrect', 'invalid_credentials');

  const now = deps.now();
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deps.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      tokenHash: hashSessionToken(token),
      staffId: account.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
    await tx.update(staffAccounts).set({ lastSignedInAt: now }).where(eq(staffAccounts.id, account.id));
  });
  return { staff: { id: account.id, email: account.email, name: account.name }, token, expiresAt };
}
