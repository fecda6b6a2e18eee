import { describe, expect, it } from 'vitest';
import { listPayableLeads } from './list-payable-leads';

function lead(id: string, day: number, quoteAmount: number | null) {
  return { id, createdAt: `2025-07-${String(day).padStart(2, '0')}T09:00:00Z`, quoteAmount };
}

describe('listPayableLeads', () => {
  it('offers the 10 newest leads with a positive quote, newest first', () => {
    const leads = Array.from({ length: 12 }, (_, index) => lead(`lead-${index + 1}`, index + 1, 10000));
    expect(listPayableLeads(leads).map((item) => item.id)).toEqual([
      'lead-12', 'lead-11', 'lead-10', 'lead-9', 'lead-8', 'lead-7', 'lead-6', 'lead-5', 'lead-4', 'lead-3',
    ]);
  });

  it.each([0, -100, null, NaN])('leaves out a lead quoted at %s', (quoteAmount) => {
    expect(listPayableLeads([lead('a', 1, quoteAmount)])).toEqual([]);
  });

  it('puts a lead with an unreadable date last', () => {
    const leads = [{ id: 'broken', createdAt: 'yesterday', quoteAmount: 5000 }, lead('dated', 1, 5000)];
    expect(listPayableLeads(leads).map((item) => item.id)).toEqual(['dated', 'broken']);
  });
});
