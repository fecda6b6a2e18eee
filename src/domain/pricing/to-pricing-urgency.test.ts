import { describe, expect, it } from 'vitest';
import { toPricingUrgency } from './to-pricing-urgency';

describe('toPricingUrgency', () => {
  it.each([
    ['low', 'low'],
    ['medium', 'medium'],
    ['high', 'high'],
    ['emergency', 'emergency'],
    ['asap', 'high'],
    ['within_week', 'medium'],
    ['within_month', 'low'],
    ['no_rush', 'low'],
    [' HIGH ', 'high'],
  ])('the customer urgency %s prices as %s', (urgency, level) => {
    expect(toPricingUrgency(urgency)).toBe(level);
  });

  it.each([undefined, null, '', 'whenever', 'constructor', 'toString'])(
    'an unknown urgency %s prices as medium, the neutral modifier',
    (urgency) => {
      expect(toPricingUrgency(urgency)).toBe('medium');
    },
  );
});
