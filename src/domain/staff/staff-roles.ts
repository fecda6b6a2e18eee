/**
 * The two kinds of back-office account (docs/product/staff-accounts.md#roles). The owner runs
 * the business: manages staff and changes business settings, pricing and the quote engine.
 * Staff work the leads and read everything else.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may manage staff and change settings, pricing, the engine and the webhook. */
export function canManageBusiness(role: StaffRole): boolean {
  return role === 'owner';
}

/** Shown beside an owner-only action a staff member cannot use (docs/product/staff-accounts.md#roles). */
export const OWNER_ONLY_REASON = 'Only the owner can change this.';

/** A stored role read defensively: anything unknown counts as the lesser role. */
export function toStaffRole(value: string | null | undefined): StaffRole {
  return value === 'owner' ? 'owner' : 'staff';
}
