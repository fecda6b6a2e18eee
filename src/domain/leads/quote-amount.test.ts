import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_AMOUNT_PENCE, parseQuoteInput, toQuoteInputValue } from './quote-amount';

describe('parseQuoteInput', () => {
  it.each([
    ['125.50', 12_550],
    ['125.5', 12_550],
    ['125', 12_500],
    ['0', 0],
    ['0.01', 1],
    [' £1,250.99 ', 125_099],
    ['1.00', 100],
    ['1000000', MAX_QUOTE_AMOUNT_PENCE],
  ])('reads %s as %i pence', (text, pence) => {
    expect(parseQuoteInput(text)).toEqual({ ok: true, pence });
  });

  it.each([
    ['', 'Enter the quote in pounds'],
    ['   ', 'Enter the quote in pounds'],
    ['-5', 'Enter pounds and pence, like 125.50'],
    ['12.345', 'Enter pounds and pence, like 125.50'],
    ['1e3', 'Enter pounds and pence, like 125.50'],
    ['abc', 'Enter pounds and pence, like 125.50'],
    ['1000000.01', 'The quote must be £1,000,000 or less'],
  ])('refuses %j: %s', (text, reason) => {
    expect(parseQuoteInput(text)).toEqual({ ok: false, reason });
  });
});

describe('toQuoteInputValue', () => {
  it('shows pence as pounds with two decimals', () => {
    expect([toQuoteInputValue(12_550), toQuoteInputValue(0), toQuoteInputValue(7), toQuoteInputValue(100_000)]).toEqual([
      '125.50',
      '0.00',
      '0.07',
      '1000.00',
    ]);
  });
});
