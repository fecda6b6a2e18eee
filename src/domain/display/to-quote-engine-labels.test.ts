import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE_LABELS, toEngineWordLabel, toQuoteEngineFieldLabel } from './to-quote-engine-labels';

describe('toQuoteEngineFieldLabel', () => {
  it.each([
    ['weights.urgency', 'Urgency weight'],
    ['weights.visualAid', 'Visual assessment weight'],
    ['thresholds.videoQuote', 'Video quote threshold'],
    ['customerTypeValues.residential', 'customerTypeValues.residential'],
  ])('names %s as %s', (field, label) => {
    expect(toQuoteEngineFieldLabel(field)).toBe(label);
  });
});

describe('toEngineWordLabel', () => {
  it('reads a known word and leaves an unknown one as it is', () => {
    expect(toEngineWordLabel(CUSTOMER_TYPE_LABELS, 'property_manager')).toBe('Property manager');
    expect(toEngineWordLabel(CUSTOMER_TYPE_LABELS, 'landlord')).toBe('landlord');
  });
});
