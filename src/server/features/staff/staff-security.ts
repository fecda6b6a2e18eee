import { eq } from 'drizzle-orm';
import { canSetTwoFactorRequirement, ENROL_BEFORE_REQUIRING_REASON } from '#domain/staff/two-factor-requirement';
import type { Staff } from '#contracts/auth.contract';
import type { StaffSecurity } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { staffAccounts, staffSecuritySettings } from '#server/db/schema';
import { ConflictError } from '#server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';

const SETTINGS_ID = 1;

/** The owner's staff security switches; none saved means all off (docs/product/staff-accounts.md#two-factor). */
export async function readStaffSecurity(deps: { db: Database }): Promise<StaffSecurity> {
  const [row] = await deps.db
    .select({ requireTwoFactor: staffSecuritySettings.requireTwoFactor })
    .from(staffSecuritySettings)
    .where(eq(staffSecuritySettings.id, SETTINGS_ID))
    .limit(1);
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

/**
 * 'Require two-factor for all staff': refused (409 `enrol_two_factor_first`) to an owner
 * without two-factor, who would shut themselves out of everything but enrolment.
 */
export async function saveStaffSecurity(deps: { db: Database; now: () => Date }, input: { owner: Staff; settings: StaffSecurity }): Promise<StaffSecurity> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ totpEnabledAt: staffAccounts.totpEnabledAt }).from(staffAccounts).where(eq(staffAccounts.id, input.owner.id)).limit(1);
    const required = input.settings.requireTwoFactor;
    if (!canSetTwoFactorRequirement({ required, ownerTwoFactorEnabled: (owner?.totpEnabledAt ?? null) !== null })) {
      throw new ConflictError(ENROL_BEFORE_REQUIRING_REASON, 'enrol_two_factor_first');
    }
    const [before] = await tx.select().from(staffSecuritySettings).where(eq(staffSecuritySettings.id, SETTINGS_ID)).for('update');
    const wasRequired = before?.requireTwoFactor ?? false;
    await tx
      .insert(staffSecuritySettings)
      .values({ id: SETTINGS_ID, requireTwoFactor: required, updatedAt: now })
      .onConflictDoUpdate({ target: staffSecuritySettings.id, set: { requireTwoFactor: required, updatedAt: now } });
    if (wasRequired !== required) {
      await recordAuditEvent(tx, { actor: input.owner, action: 'two_factor.required_changed', before: { required: wasRequired }, after: { required }, at: now });
    }
    return { requireTwoFactor: required };
  });
}
