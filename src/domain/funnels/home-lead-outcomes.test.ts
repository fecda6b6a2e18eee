import { describe, expect, it } from 'vitest';
import { getFinalLeadOutcome, toMethodChosenOutcome } from './home-lead-outcomes';

describe('home lead outcomes', () => {
  it('records the chosen method as quote_method_selected_{method}', () => {
    expect(toMethodChosenOutcome('site_visit')).toBe('quote_method_selected_site_visit');
  });

  it.each([
    ['phone_quote', 'phone_quote'],
    ['whatsapp_video', 'video_assessment_requested'],
    ['book_handyman', 'site_visit'],
    ['welcome', null],
  ] as const)('records the final outcome of %s as %s', (stage, outcome) => {
    expect(getFinalLeadOutcome(stage)).toBe(outcome);
  });
});
