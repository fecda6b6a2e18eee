import { describe, expect, it } from 'vitest';
import { MAX_LEAD_SEARCH_CHARS, normaliseLeadSearchTerm, toLeadSearchPattern } from './normalise-lead-search-term';

describe('normaliseLeadSearchTerm', () => {
  it('trims, lower-cases and makes inner white space single', () => {
    expect(normaliseLeadSearchTerm('  Sarah   JONES\t')).toBe('sarah jones');
  });

  it('treats a blank or missing search as no search', () => {
    expect([normaliseLeadSearchTerm(''), normaliseLeadSearchTerm('   '), normaliseLeadSearchTerm(undefined), normaliseLeadSearchTerm(null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it(`keeps at most ${MAX_LEAD_SEARCH_CHARS} characters`, () => {
    expect(normaliseLeadSearchTerm('a'.repeat(150))).toHaveLength(MAX_LEAD_SEARCH_CHARS);
  });
});

describe('toLeadSearchPattern', () => {
  it('matches the term anywhere', () => {
    expect(toLeadSearchPattern('tap')).toBe('%tap%');
  });

  it('makes % and _ typed by staff literal, and the escape character too', () => {
    expect(toLeadSearchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
