import { describe, expect, it } from 'vitest';
import { completesHomeStage, nextHomeStage } from './next-home-stage';

describe('nextHomeStage', () => {
  it.each([
    ['customer_type', 'continue', 'welcome'],
    ['welcome', 'continue', 'confirm_details'],
    ['confirm_details', 'continue', 'customer_details'],
    ['confirm_details', 'back', 'welcome'],
    ['customer_details', 'continue', 'generating_recommendation'],
    ['customer_details', 'back', 'confirm_details'],
    ['generating_recommendation', 'continue', 'quote_method_selection'],
    ['quote_method_selection', 'back', 'customer_details'],
    ['phone_quote', 'back', 'quote_method_selection'],
    ['whatsapp_video', 'back', 'quote_method_selection'],
    ['book_handyman', 'back', 'quote_method_selection'],
    ['phone_quote', 'submit', 'send_quote'],
    ['whatsapp_video', 'submit', 'generate_message'],
    ['book_handyman', 'submit', 'request_visit'],
    ['send_quote', 'start_again', 'welcome'],
    ['generate_message', 'start_again', 'welcome'],
    ['request_visit', 'start_again', 'welcome'],
    ['customer_details', 'request_callback', 'callback_requested'],
    ['ai_analysis', 'continue', 'confirm_details'],
    ['ai_analysis', 'back', 'welcome'],
    ['callback_requested', 'start_again', 'welcome'],
  ] as const)('%s + %s → %s', (stage, type, next) => {
    expect(nextHomeStage(stage, { type })).toBe(next);
  });

  it.each([
    ['instant_quote', 'phone_quote'],
    ['video_quote', 'whatsapp_video'],
    ['site_visit', 'book_handyman'],
  ] as const)('choosing %s on the method screen leads to %s', (method, stage) => {
    expect(nextHomeStage('quote_method_selection', { type: 'choose_method', method })).toBe(stage);
  });

  it('ignores events that mean nothing on a stage', () => {
    expect(nextHomeStage('customer_type', { type: 'back' })).toBeNull();
    expect(nextHomeStage('welcome', { type: 'submit' })).toBeNull();
    expect(nextHomeStage('phone_quote', { type: 'choose_method', method: 'site_visit' })).toBeNull();
    expect(nextHomeStage('send_quote', { type: 'continue' })).toBeNull();
    expect(nextHomeStage('phone_quote', { type: 'request_callback' })).toBeNull();
  });
});

describe('completesHomeStage', () => {
  it('counts moving on as completing the stage, and going back as not', () => {
    expect(completesHomeStage({ type: 'continue' })).toBe(true);
    expect(completesHomeStage({ type: 'choose_method', method: 'video_quote' })).toBe(true);
    expect(completesHomeStage({ type: 'submit' })).toBe(true);
    expect(completesHomeStage({ type: 'start_again' })).toBe(true);
    expect(completesHomeStage({ type: 'back' })).toBe(false);
  });
});
