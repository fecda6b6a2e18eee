import { describe, expect, it } from 'vitest';
import { readLeadsUrlState, toLeadsSearchString } from './use-leads-url-state';

describe('the leads URL state', () => {
  it('reads search, status, page and the open lead', () => {
    expect(readLeadsUrlState('?search=tap&status=quoted&page=3&lead=abc')).toEqual({ search: 'tap', status: 'quoted', page: 3, leadId: 'abc' });
  });

  it('falls back to the defaults for missing or odd values', () => {
    expect(readLeadsUrlState('?status=archived&page=-2')).toEqual({ search: '', status: 'all', page: 1, leadId: null });
  });

  it('leaves defaults out of the URL', () => {
    expect(toLeadsSearchString({ search: '', status: 'all', page: 1, leadId: null })).toBe('');
    expect(toLeadsSearchString({ search: 'kitchen tap', status: 'new', page: 2, leadId: null })).toBe('?search=kitchen+tap&status=new&page=2');
  });
});
