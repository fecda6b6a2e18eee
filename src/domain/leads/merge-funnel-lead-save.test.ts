import { describe, expect, it } from 'vitest';
import { decideFunnelLeadSave, funnelSaveMayChangeContactDetails, isDraftSave, resolveFunnelLeadStatus } from './merge-funnel-lead-save';

describe('saving a funnel lead more than once', () => {
  it.each([
    { existing: null, incoming: { isDraft: true }, decision: 'apply', why: 'a first draft creates the lead' },
    { existing: null, incoming: { isDraft: false }, decision: 'apply', why: 'a first final save creates the lead' },
    { existing: { isDraft: true }, incoming: { isDraft: true }, decision: 'apply', why: 'the chosen method updates the draft' },
    { existing: { isDraft: true }, incoming: { isDraft: false }, decision: 'apply', why: 'the final outcome finalises the draft' },
    { existing: { isDraft: false }, incoming: { isDraft: false }, decision: 'apply', why: 'a later final outcome updates the lead' },
    { existing: { isDraft: false }, incoming: { isDraft: true }, decision: 'ignore', why: 'a late draft retry never downgrades a final lead' },
  ] as const)('$why', ({ existing, incoming, decision }) => {
    expect(decideFunnelLeadSave(existing, incoming)).toBe(decision);
  });

  it('treats a save as a draft by its flag, its status or its source', () => {
    expect(isDraftSave({ isDraft: true })).toBe(true);
    expect(isDraftSave({ status: 'draft' })).toBe(true);
    expect(isDraftSave({ source: 'customer_form_draft' })).toBe(true);
    expect(isDraftSave({ isDraft: false, status: 'new', source: 'customer_form' })).toBe(false);
  });
});

describe('the status a funnel save leaves', () => {
  it.each([
    [null, 'draft', 'draft'],
    ['draft', 'new', 'new'],
    ['new', 'new', 'new'],
    ['contacted', 'new', 'contacted'],
    ['quoted', 'new', 'quoted'],
    ['lost', 'new', 'lost'],
  ])('a lead that was %s and is saved as %s becomes %s', (existing, incoming, expected) => {
    expect(resolveFunnelLeadStatus(existing, incoming)).toBe(expected);
  });
});

describe('funnelSaveMayChangeContactDetails', () => {
  it.each([
    [null, true],
    ['draft', true],
    ['new', true],
    ['contacted', false],
    ['quoted', false],
    ['won', false],
    ['lost', false],
  ] as const)('a lead with status %s: %s', (status, allowed) => {
    expect(funnelSaveMayChangeContactDetails(status)).toBe(allowed);
  });
});
