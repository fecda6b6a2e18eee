import { asc, eq, sql } from 'drizzle-orm';
import type { Staff } from '#contracts/auth.contract';
import { checkStaffPassword, MIN_STAFF_PASSWORD_LENGTH } from '#domain/staff/check-staff-password';
import type { StaffRole } from '#domain/staff/staff-roles';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { ConflictError, UnprocessableError } from '#server/errors';
import { hashPassword } from './internal/password';

export type CreateStaffInput = { email: string; password: string; name?: string | undefined; role?: StaffRole };

export { MIN_STAFF_PASSWORD_LENGTH };

/** Refuses a new password the rule refuses (docs/product/staff-accounts.md#passwords): 422 weak_password. */
export function assertStaffPasswordAllowed(password: string, field = 'password'): void {
  const problem = checkStaffPassword(password, field);
  // A weak password is a value the request cannot use, not a clash with stored state: 422.
  if (problem) throw new UnprocessableError(`The password ${problem.reason}.`, [problem], 'weak_password');
}

export async function createStaffAccount(deps: { db: Database }, input: CreateStaffInput): Promise<Staff> {
  assertStaffPasswordAllowed(input.password);
  const email = input.email.trim().toLowerCase();
  const [created] = await deps.db
    .insert(staffAccounts)
    .values({
      email,
      name: input.name?.trim() || email.split('@')[0] || email,
      passwordHash: await hashPassword(input.password),
      role: input.role ?? 'staff',
    })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  if (!created) throw new ConflictError(`A staff account for ${email} already exists.`, 'staff_exists');
  return { id: created.id, email: created.email, name: created.name, role: created.role };
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the first account, the owner, at start, only while there
 * is none, so changing the variables later never resets a password.
 */
export async function ensureInitialStaffAccount(deps: { db: Database }, admin: { email: string; password: string }): Promise<Staff | null> {
  const [{ count } = { count: 0 }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(staffAccounts);
  if (count > 0) return null;
  return createStaffAccount(deps, { ...admin, role: 'owner' }).catch((error: unknown) => {
    if (error instanceof ConflictError && error.code === 'staff_exists') return null; // another instance won the race
    throw error;
  });
}

/**
 * Accounts made before there were roles read as staff; the business still needs an owner, so
 * the oldest account (the one ADMIN_EMAIL made) becomes it when nobody is
 * (docs/product/staff-accounts.md#roles). Run at every start; does nothing once there is one.
 */
export async function ensureAnOwner(deps: { db: Database }): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ensure-an-owner'))`);
    const [owner] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.role, 'owner')).limit(1);
    if (owner) return null;
    const [oldest] = await tx.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.email)).limit(1);
    if (!oldest) return null;
    await tx.update(staffAccounts).set({ role: 'owner' }).where(eq(staffAccounts.id, oldest.id));
    return oldest.email;
  });
}
