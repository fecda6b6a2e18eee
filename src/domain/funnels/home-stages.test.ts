import { describe, expect, it } from 'vitest';
import { HOME_STAGES, HOME_STAGE_RULES, isConfirmationStage, isHomeStage, shouldFireConfetti, toQuestionProgressText } from './home-stages';

describe('home stages', () => {
  it('lists the stages in the order a customer meets them', () => {
    expect(HOME_STAGES.slice(0, 6)).toEqual([
      'customer_type',
      'welcome',
      'confirm_details',
      'customer_details',
      'generating_recommendation',
      'ai_analysis',
    ]);
    expect(HOME_STAGES).toContain('send_message');
  });

  it('gives every stage a rule whose screen is a stage of its own', () => {
    for (const stage of HOME_STAGES) {
      expect(HOME_STAGES).toContain(HOME_STAGE_RULES[stage].screen);
    }
  });

  it('knows stage names and nothing else', () => {
    expect(isHomeStage('welcome')).toBe(true);
    expect(isHomeStage('Welcome')).toBe(false);
    expect(isHomeStage('constructor')).toBe(false);
    expect(isHomeStage(undefined)).toBe(false);
  });

  it.each([
    ['customer_type', 'Question 1 of 2'],
    ['welcome', 'Question 2 of 2'],
    ['confirm_details', null],
  ] as const)('shows the question progress on %s as %s', (stage, text) => {
    expect(toQuestionProgressText(stage)).toBe(text);
  });

  it('treats the confirmations, send_message and the call-back confirmation as the end of a run', () => {
    const ends = HOME_STAGES.filter(isConfirmationStage);
    expect(ends).toEqual(['send_quote', 'generate_message', 'request_visit', 'send_message', 'callback_requested']);
  });
});

describe('shouldFireConfetti', () => {
  it('fires on the method choice and on each method screen, nowhere else', () => {
    expect(HOME_STAGES.filter(shouldFireConfetti)).toEqual(['quote_method_selection', 'phone_quote', 'whatsapp_video', 'book_handyman']);
  });
});
