import { asc, desc, sql } from 'drizzle-orm';
import type { StaffMember } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { staffAccounts } from '#server/db/schema';
import { toStaffMember } from './internal/to-staff-member';

/** Every account, the owner first, then by name (docs/product/staff-accounts.md#staff-management). */
export async function listStaff(deps: { db: Database }): Promise<StaffMember[]> {
  const rows = await deps.db.select().from(staffAccounts).orderBy(desc(sql`${staffAccounts.role} = 'owner'`), asc(staffAccounts.name), asc(staffAccounts.email));
  return rows.map(toStaffMember);
}
