import { describe, expect, it } from 'vitest';
import { isClosedLeadStatus, isLeadDueForAnonymisation, leadAnonymisationCutoff } from './lead-anonymisation';

describe('which closed leads are anonymised', () => {
  it('counts won and lost as closed, nothing else', () => {
    expect(['won', 'lost'].map(isClosedLeadStatus)).toEqual([true, true]);
    expect(['draft', 'new', 'contacted', 'quoted'].map(isClosedLeadStatus)).toEqual([false, false, false, false]);
  });

  it('puts the cutoff whole calendar months back, clamping to the month’s end', () => {
    expect(leadAnonymisationCutoff(new Date('2026-11-24T10:00:00.000Z'), 6).toISOString()).toBe('2026-05-24T10:00:00.000Z');
    expect(leadAnonymisationCutoff(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(leadAnonymisationCutoff(new Date('2027-01-15T00:00:00.000Z'), 13).toISOString()).toBe('2025-12-15T00:00:00.000Z');
    expect(() => leadAnonymisationCutoff(new Date(), 0)).toThrow(RangeError);
  });

  it('anonymises a closed lead last changed before the cutoff, never an open one', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(isLeadDueForAnonymisation({ status: 'won', updatedAt: new Date('2026-05-24T09:59:59.999Z') }, now, 6)).toBe(true);
    expect(isLeadDueForAnonymisation({ status: 'lost', updatedAt: new Date('2026-05-24T10:00:00.000Z') }, now, 6)).toBe(false);
    expect(isLeadDueForAnonymisation({ status: 'quoted', updatedAt: new Date('2020-01-01T00:00:00.000Z') }, now, 6)).toBe(false);
  });
});
