import { describe, expect, it } from 'vitest';
import { canChangeLeadStatus, LEAD_RECORD_STATUSES, listNextLeadStatuses } from './can-change-lead-status';

/** Every allowed change, written out so the table below covers all 36 pairs. */
const ALLOWED = new Set([
  'draft>new', 'draft>contacted', 'draft>quoted', 'draft>won', 'draft>lost',
  'new>contacted', 'new>quoted', 'new>won', 'new>lost',
  'contacted>quoted', 'contacted>won', 'contacted>lost',
  'quoted>won', 'quoted>lost',
  'won>lost',
  'lost>contacted',
]);

const PAIRS = LEAD_RECORD_STATUSES.flatMap((from) =>
  LEAD_RECORD_STATUSES.map((to) => [from, to, ALLOWED.has(`${from}>${to}`)] as const),
);

describe('canChangeLeadStatus', () => {
  it.each(PAIRS)('a %s lead can become %s: %s', (from, to, allowed) => {
    expect(canChangeLeadStatus(from, to)).toBe(allowed);
  });

  it('a won lead cannot go back to new', () => {
    expect(canChangeLeadStatus('won', 'new')).toBe(false);
  });

  it('a lost lead can be reopened as contacted, not won outright', () => {
    expect([canChangeLeadStatus('lost', 'contacted'), canChangeLeadStatus('lost', 'won')]).toEqual([true, false]);
  });

  it('nothing goes back to draft', () => {
    expect(LEAD_RECORD_STATUSES.some((from) => canChangeLeadStatus(from, 'draft'))).toBe(false);
  });

  it('offers a quoted lead the choice of won or lost', () => {
    expect(listNextLeadStatuses('quoted')).toEqual(['won', 'lost']);
  });
});
