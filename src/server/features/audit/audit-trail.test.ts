import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let owner: { cookie: string; email: string };
let staff: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAsStaff(t);
  staff = await signInAsStaff(t, { role: 'staff' });
});
afterAll(() => t.close());

async function linesFor(action: string) {
  return t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.at));
}

describe('the audit trail of staff changes', () => {
  it('records an App Settings save with who, the values before and after', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/app-settings' })).json();
    const { updatedAt: _updatedAt, ...input } = current;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/app-settings', headers: { cookie: owner.cookie }, payload: { ...input, businessName: 'Audited Handyman Ltd' } });
    expect(saved.statusCode).toBe(200);
    const [line] = await linesFor('app_settings.updated');
    expect(line).toMatchObject({ actorEmail: owner.email, subject: 'App Settings' });
    expect((line!.before as { businessName: string }).businessName).toBe(current.businessName);
    expect((line!.after as { businessName: string }).businessName).toBe('Audited Handyman Ltd');
  });

  it('records a lead’s status change and deletion with its status before and after, and no customer details', async () => {
    const lead = await insertLead(t.database.db, { status: 'new', customerName: 'Private Person', phone: '07700900999' });
    const changed = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead.id}/status`, headers: { cookie: staff.cookie }, payload: { status: 'contacted' } });
    expect(changed.statusCode).toBe(200);
    const [statusLine] = await linesFor('lead.status_changed');
    expect(statusLine).toMatchObject({ actorEmail: staff.email, subject: lead.id, before: { status: 'new' }, after: { status: 'contacted' } });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/leads/${lead.id}`, headers: { cookie: staff.cookie } })).statusCode).toBe(204);
    const [deleted] = await linesFor('lead.deleted');
    expect(deleted).toMatchObject({ subject: lead.id, before: { status: 'contacted' }, after: null });

    const all = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(all).not.toContain('Private Person');
    expect(all).not.toContain('07700900999');
  });

  it('records nothing for a change that was refused', async () => {
    const before = (await t.database.db.select().from(auditEvents)).length;
    const refused = await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie: staff.cookie }, payload: {} });
    expect(refused.statusCode).toBe(403);
    const invalid = await t.app.inject({ method: 'PUT', url: '/api/pricing/config', headers: { cookie: owner.cookie }, payload: { baseRate: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect((await t.database.db.select().from(auditEvents)).length).toBe(before);
  });
});
