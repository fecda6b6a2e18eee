import type { AuditAction } from '#domain/staff/audit-actions';
import type { Database } from '#server/db/client';
import { auditEvents } from '#server/db/schema';

/** Who did it: the signed-in staff member, or null for the system (a lockout, a retention job). */
export type AuditActor = { id: string; email: string } | null;

export type AuditEventInput = {
  actor: AuditActor;
  action: AuditAction;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
  at: Date;
};

type Executor = Pick<Database, 'insert'>;

/**
 * Adds one line to the audit log (docs/product/staff-accounts.md#audit-log). Pass the
 * transaction of the change it records, so the change and its line commit together.
 */
export async function recordAuditEvent(db: Executor, input: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    at: input.at,
    actorStaffId: input.actor?.id ?? null,
    actorEmail: input.actor?.email ?? null,
    action: input.action,
    subject: input.subject ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
