import { describe, expect, it } from 'vitest';
import { toUrgencyBadge } from './to-urgency-badge';

describe('toUrgencyBadge', () => {
  it.each([
    ['within_week', 'Within a week', 'soon'],
    ['within_month', 'Within a month', 'relaxed'],
    ['no_rush', 'Flexible timing', 'relaxed'],
    ['high', 'High', 'urgent'],
    ['medium', 'Medium', 'soon'],
    ['low', 'Low', 'relaxed'],
    ['emergency', 'Emergency', 'urgent'],
    ['asap', 'As soon as possible', 'urgent'],
    [' HIGH ', 'High', 'urgent'],
  ])('%s shows as %s in the %s colour', (urgency, label, tone) => {
    expect(toUrgencyBadge(urgency)).toEqual({ label, tone });
  });

  it('shows an unknown value in words, in grey', () => {
    expect(toUrgencyBadge('next_spring')).toEqual({ label: 'Next Spring', tone: 'unknown' });
  });

  it('shows no badge when the lead has no urgency', () => {
    expect([toUrgencyBadge(null), toUrgencyBadge(''), toUrgencyBadge(undefined)]).toEqual([null, null, null]);
  });
});
