import type { StaffMember } from '#contracts/staff.contract';
import { toStaffRole } from '#domain/staff/staff-roles';
import type { staffAccounts } from '#server/db/schema';

export function toStaffMember(row: typeof staffAccounts.$inferSelect): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: toStaffRole(row.role),
    createdAt: row.createdAt.toISOString(),
    lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
    disabled: row.disabledAt !== null,
    invitationPending: row.passwordHash === null,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}
