import { describe, expect, it } from 'vitest';
import { describeLeadEvent, toLeadStatusLabel } from './describe-lead-event';

describe('describeLeadEvent', () => {
  it.each([
    [{ kind: 'created' }, 'Lead created'],
    [{ kind: 'status_changed', fromStatus: 'new', toStatus: 'contacted' }, 'Status changed from New to Contacted'],
    [{ kind: 'status_changed', fromStatus: null, toStatus: 'quoted' }, 'Status set to Quoted'],
    [{ kind: 'note_added' }, 'Note added'],
    [{ kind: 'quote_updated', quoteAmount: 12_550 }, 'Final quote set to £125.50'],
    [{ kind: 'quote_updated', quoteAmount: null }, 'Final quote cleared'],
    [{ kind: 'something_new' }, 'Lead updated'],
  ])('%j reads %s', (event, text) => {
    expect(describeLeadEvent(event)).toBe(text);
  });
});

describe('toLeadStatusLabel', () => {
  it('capitalises a status and names a missing one', () => {
    expect([toLeadStatusLabel('won'), toLeadStatusLabel('draft'), toLeadStatusLabel(null)]).toEqual(['Won', 'Draft', 'Unknown']);
  });
});
