import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPhoneMatchKey } from '#domain/leads/to-phone-match-key';
import { phoneMatchKeySql } from '#server/db/schema';
import { insertLeads } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
  const base = Date.parse('2026-11-24T09:00:00.000Z');
  await insertLeads(
    t.database.db,
    [
      { customerName: 'Dup One', phone: '07700 900555' },
      { customerName: 'Dup Two', phone: '+44 7700 900555' },
      { customerName: 'Solo Sam', phone: '07700 900556' },
      { customerName: 'Test Twin', phone: '07700900556', source: 'testing_platform' },
    ].map((lead, index) => ({ jobDescription: 'Fix a tap', status: 'new', createdAt: new Date(base + index * 60_000), ...lead })),
  );
});
afterAll(() => t.close());

describe('possible duplicates in the leads list', () => {
  it('flags leads that share a phone number however it was typed, leaving test leads out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const flags = Object.fromEntries(
      (response.json().leads as { customerName: string; possibleDuplicate: boolean }[]).map((lead) => [lead.customerName, lead.possibleDuplicate]),
    );
    expect(flags).toEqual({ 'Dup One': true, 'Dup Two': true, 'Solo Sam': false });
  });

  it('compares phones in SQL exactly as the domain rule does', async () => {
    for (const phone of ['07700 900123', '+44 7700 900123', '0044 7700 900123', '+44 (0)161 496 0000', '(0161) 496-0000', '']) {
      const result = await t.database.db.execute<{ key: string }>(sql`select ${phoneMatchKeySql(sql`${phone}::text`)} as key`);
      expect(result.rows[0]?.key).toBe(toPhoneMatchKey(phone));
    }
  });
});
