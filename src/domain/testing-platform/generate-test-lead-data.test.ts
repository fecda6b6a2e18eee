import { describe, expect, it } from 'vitest';
import { generateTestLeadData } from './generate-test-lead-data';

/** A repeatable sequence in [0, 1), so each test sees the same data every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('generateTestLeadData', () => {
  it('makes a whole lead: a UK name, a drama mobile number, an example address and a real job', () => {
    const data = generateTestLeadData(seeded(7));
    expect(data.customerName).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z']+$/);
    expect(data.phone).toMatch(/^07700 900\d{3}$/);
    expect(data.email).toMatch(/^[a-z]+\.[a-z]+@example\.co\.uk$/);
    expect(data.address).toMatch(/^\d{1,3} [A-Z][A-Za-z ]+, [A-Z][a-z]+$/);
    expect(data.jobDescription.length).toBeGreaterThan(20);
    expect(['within_week', 'within_month', 'no_rush']).toContain(data.urgency);
    expect(['phone_quote', 'whatsapp_video', 'site_visit']).toContain(data.outcome);
    expect(data.status).toBe('new');
  });

  it('stays inside the drama range at both ends of the random number', () => {
    expect(generateTestLeadData(() => 0).phone).toBe('07700 900000');
    expect(generateTestLeadData(() => 0.999_999).phone).toBe('07700 900999');
  });

  it('varies from one run to the next', () => {
    const random = seeded(42);
    const names = new Set(Array.from({ length: 20 }, () => generateTestLeadData(random).customerName));
    expect(names.size).toBeGreaterThan(10);
  });

  it('writes an apostrophe name into a plain email address', () => {
    // Picks O'Neill: index 22 of 24 surnames.
    const values = [0, 22.5 / 24, 0, 0, 0, 0, 0, 0, 0, 0];
    let call = 0;
    const data = generateTestLeadData(() => values[call++] ?? 0);
    expect(data.customerName).toBe("Oliver O'Neill");
    expect(data.email).toBe('oliver.oneill@example.co.uk');
  });
});
