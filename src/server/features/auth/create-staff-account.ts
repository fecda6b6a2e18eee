import { sql } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { ConflictError, UnprocessableError } from '#server/errors';
import { hashPassword } from './internal/password';

export type CreateStaffInput = { email: string; password: string; name?: string | undefined };

export const MIN_STAFF_PASSWORD_LENGTH = 12;

export async function createStaffAccount(deps: { db: Database }, input: CreateStaffInput): Promise<Staff> {
  if (input.password.length < MIN_STAFF_PASSWORD_LENGTH) {
    // A short password is a value the request cannot use, not a clash with stored state: 422.
    const reason = `must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`;
    throw new UnprocessableError(`The password ${reason}.`, [{ name: 'password', reason }], 'weak_password');
  }
  const email = input.email.trim().toLowerCase();
  const [created] = await deps.db
    .insert(staffAccounts)
    .values({ email, name: input.name?.trim() || email.split('@')[0] || email, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  if (!created) throw new ConflictError(`A staff account for ${email} already exists.`, 'staff_exists');
  return { id: created.id, email: created.email, name: created.name };
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the first account at start, only while there is none,
 * so changing the variables later never resets a password.
 */
export async function ensureInitialStaffAccount(deps: { db: Database }, admin: { email: string; password: string }): Promise<Staff | null> {
  const [{ count } = { count: 0 }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(staffAccounts);
  if (count > 0) return null;
  return createStaffAccount(deps, admin).catch((error: unknown) => {
    if (error instanceof ConflictError && error.code === 'staff_exists') return null; // another instance won the race
    throw error;
  });
}
