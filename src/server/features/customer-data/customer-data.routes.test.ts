import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, issuedQuotes, leadEvents, leads, webhookAttempts, webhookOutbox } from '#server/db/schema';
import { insertInteractionEvents } from '#testing/factories/interaction-event-factories';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let owner: { cookie: string; email: string };
let quoteIds: { harriet: string; bob: string };

const HARRIET = { name: 'Harriet Erasable', phone: '07700 900123', email: 'harriet.erase@example.com', address: '12 Forget Me Lane' };
const BOB = { name: 'Bob Untouched', phone: '07700 900456', email: 'bob.keep@example.com', address: '3 Remember Road' };

/** Every row of every table in the database, as text: what a search of the whole store sees. */
async function everythingStored(): Promise<string> {
  const tables = await t.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.rows.length).toBeGreaterThan(10);
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await t.database.db.execute<{ row: string }>(sql`select t::text as row from ${sql.identifier(table_name)} as t`);
    texts.push(...rows.rows.map((r) => r.row));
  }
  return texts.join('\n').toLowerCase();
}

function tracesOf(person: typeof HARRIET): string[] {
  return [person.name, person.phone, person.phone.replace(/^0/, '+44 '), person.email, person.address].map((s) =>
    s.toLowerCase(),
  );
}

async function seedCustomer(person: typeof HARRIET, key: string) {
  const funnelLead = await insertLead(t.database.db, {
    customerName: person.name,
    phone: person.phone,
    email: person.email,
    address: person.address,
    funnelKey: `fk-${key}`,
    jobDescription: `Fix the gate at ${person.address}`,
    notes: `${person.name} prefers evenings`,
    status: 'quoted',
  });
  // The quote the customer was shown, stored by id on their lead.
  const quote = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { screen: 'instant_quote', jobDescription: `Fix the gate at ${person.address}`, urgency: 'medium' } });
  await t.database.db.update(leads).set({ issuedQuoteId: quote.json().id }).where(eq(leads.id, funnelLead.id));
  // The same person again, phoned in, with the number written the international way.
  const phonedLead = await insertLead(t.database.db, {
    customerName: person.name,
    phone: person.phone.replace(/^0/, '+44 '),
    email: null,
    address: person.address,
    source: 'admin',
  });
  await t.database.db.insert(leadEvents).values([
    { leadId: funnelLead.id, kind: 'note', note: `Spoke to ${person.name} on ${person.phone}` },
    { leadId: phonedLead.id, kind: 'status_change', fromStatus: 'new', toStatus: 'contacted' },
  ]);
  const [delivery] = await t.database.db
    .insert(webhookOutbox)
    .values({ leadId: funnelLead.id, eventType: 'lead.created', payload: { leadId: funnelLead.id, customerName: person.name, phone: person.phone, email: person.email, address: person.address } })
    .returning();
  await t.database.db.insert(webhookAttempts).values({ outboxId: delivery!.id, url: 'https://hooks.example/lead', statusCode: 200, durationMs: 40 });
  await insertInteractionEvents(t.database.db, [
    { sessionId: `session-${key}`, step: 'customer_type', payload: {} },
    { sessionId: `session-${key}`, step: 'contact_details', action: 'field_fill', fieldName: 'address', payload: { address: person.address } },
    { sessionId: `session-${key}`, step: 'contact_details', action: 'step_complete', payload: { funnelKey: `fk-${key}`, customerName: person.name } },
  ]);
  return { funnelLead, phonedLead, quoteId: quote.json().id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAsStaff(t, { role: 'owner' });
  quoteIds = { harriet: (await seedCustomer(HARRIET, 'harriet')).quoteId, bob: (await seedCustomer(BOB, 'bob')).quoteId };
});
afterAll(() => t.close());

describe('finding everything held about a customer', () => {
  it('finds their leads with notes and timeline, webhook payloads and their sessions’ events, by either way of writing the phone, as a JSON file', async () => {
    for (const phone of ['+44 7700 900123', '07700900123']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/customer-data', query: { phone }, headers: { cookie: owner.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="customer-data.json"');
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json();
      expect(data.leads).toHaveLength(2);
      expect(data.leads.map((lead: { customerName: string }) => lead.customerName)).toEqual([HARRIET.name, HARRIET.name]);
      expect(data.leads[0]).toMatchObject({ notes: `${HARRIET.name} prefers evenings`, address: HARRIET.address });
      expect(data.leads.flatMap((lead: { events: { note: string | null }[] }) => lead.events.map((e) => e.note))).toContain(`Spoke to ${HARRIET.name} on ${HARRIET.phone}`);
      expect(data.webhookDeliveries).toHaveLength(1);
      expect(data.webhookDeliveries[0].payload).toMatchObject({ customerName: HARRIET.name });
      expect(data.interactionEvents).toHaveLength(3);
      expect(data.interactionEvents.every((e: { sessionId: string }) => e.sessionId === 'session-harriet')).toBe(true);
      expect(JSON.stringify(data)).not.toContain(BOB.name);
    }
  });

  it('finds the customer by email without regard to case, and answers an unknown customer with nothing', async () => {
    const byEmail = await t.app.inject({ method: 'GET', url: '/api/customer-data', query: { email: 'Bob.Keep@Example.com' }, headers: { cookie: owner.cookie } });
    expect(byEmail.json().leads.map((lead: { email: string }) => lead.email)).toEqual([BOB.email]);
    const nobody = await t.app.inject({ method: 'GET', url: '/api/customer-data', query: { email: 'nobody@example.com' }, headers: { cookie: owner.cookie } });
    expect(nobody.json()).toMatchObject({ leads: [], webhookDeliveries: [], interactionEvents: [] });
  });
});

describe('input and access', () => {
  it('refuses bad input with problem+json 400 naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['nothing', {}, 'phone'],
      ['both', { phone: '07700900123', email: 'a@b.co' }, 'phone'],
      ['a short number', { phone: '123' }, 'phone'],
      ['a malformed email', { email: 'not-an-email' }, 'email'],
    ];
    for (const [label, query, field] of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/api/customer-data', query, headers: { cookie: owner.cookie } });
      expect(response.statusCode, label).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().invalidParams[0].name, label).toBe(field);
    }
    for (const payload of [{ phone: HARRIET.phone }, { phone: HARRIET.phone, confirm: false }, { confirm: true }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/customer-data/erase', payload, headers: { cookie: owner.cookie } });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().invalidParams[0].name).toBe('confirm' in payload && payload.confirm ? 'phone' : 'confirm');
    }
  });

  it('answers 403 to staff who are not the owner, and erases nothing', async () => {
    const staff = await signInAsStaff(t, { role: 'staff' });
    const read = await t.app.inject({ method: 'GET', url: '/api/customer-data', query: { phone: HARRIET.phone }, headers: { cookie: staff.cookie } });
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('owner_only');
    const erase = await t.app.inject({ method: 'POST', url: '/api/customer-data/erase', payload: { phone: HARRIET.phone, confirm: true }, headers: { cookie: staff.cookie } });
    expect(erase.statusCode).toBe(403);
    expect(await everythingStored()).toContain(HARRIET.name.toLowerCase());
  });
});

describe('erasing a customer', () => {
  it('leaves nothing behind in any table, keeps an audit line with counts only, and leaves another customer untouched', async () => {
    const before = await everythingStored();
    for (const trace of [...tracesOf(HARRIET), ...tracesOf(BOB)]) expect(before, trace).toContain(trace);

    const response = await t.app.inject({ method: 'POST', url: '/api/customer-data/erase', payload: { phone: '+44 7700 900123', confirm: true }, headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().erased).toEqual({ leads: 2, leadEvents: 2, webhookDeliveries: 1, interactionEvents: 3, sessions: 1 });

    const after = await everythingStored();
    for (const trace of tracesOf(HARRIET)) expect(after, trace).not.toContain(trace);
    expect(after).not.toContain('session-harriet');
    expect(after).not.toContain('fk-harriet');
    for (const trace of tracesOf(BOB)) expect(after, trace).toContain(trace);
    const quotesLeft = await t.database.db.select({ id: issuedQuotes.id }).from(issuedQuotes).where(inArray(issuedQuotes.id, [quoteIds.harriet, quoteIds.bob]));
    expect(quotesLeft).toEqual([{ id: quoteIds.bob }]);

    const bob = (await t.app.inject({ method: 'GET', url: '/api/customer-data', query: { email: BOB.email }, headers: { cookie: owner.cookie } })).json();
    expect(bob.leads).toHaveLength(1);
    expect(bob.leads[0].events).toHaveLength(1);
    expect(bob.webhookDeliveries).toHaveLength(1);
    expect(bob.interactionEvents).toHaveLength(3);

    const [line] = await t.database.db.select().from(auditEvents).where(sql`${auditEvents.action} = 'customer.erased'`);
    expect(line).toMatchObject({ actorEmail: owner.email, after: { leads: 2, leadEvents: 2, webhookDeliveries: 1, interactionEvents: 3, sessions: 1 } });
    expect(line!.subject).toBe(`erasure ${response.json().reference}`);

    const again = await t.app.inject({ method: 'GET', url: '/api/customer-data', query: { phone: HARRIET.phone }, headers: { cookie: owner.cookie } });
    expect(again.json()).toMatchObject({ leads: [], webhookDeliveries: [], interactionEvents: [] });
  });
});
