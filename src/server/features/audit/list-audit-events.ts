import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEvent, type AuditEventQuery } from '#contracts/staff.contract';
import { AUDIT_ACTIONS, type AuditAction } from '#domain/staff/audit-actions';
import type { Database } from '#server/db/client';
import { auditEvents } from '#server/db/schema';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toAuditAction(value: string): AuditAction | null {
  return (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : null;
}

/** The audit log, newest first, a page at a time, filtered (docs/product/staff-accounts.md#audit-log). */
export async function listAuditEvents(deps: { db: Database }, query: AuditEventQuery): Promise<{ events: AuditEvent[]; nextBefore: string | null }> {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.actor) where.push(ilike(auditEvents.actorEmail, `%${escapeLike(query.actor)}%`));
  if (query.subject) where.push(ilike(auditEvents.subject, `%${escapeLike(query.subject)}%`));
  if (query.before) where.push(lt(auditEvents.at, new Date(query.before)));
  const rows = await deps.db
    .select()
    .from(auditEvents)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const events = page.flatMap((row): AuditEvent[] => {
    const action = toAuditAction(row.action);
    return action ? [{ id: row.id, at: row.at.toISOString(), actorEmail: row.actorEmail, action, subject: row.subject, before: row.before, after: row.after }] : [];
  });
  const last = page.at(-1);
  return { events, nextBefore: rows.length > AUDIT_PAGE_SIZE && last ? last.at.toISOString() : null };
}
