import { describe, expect, it } from 'vitest';
import { toTitleWords } from './to-title-words';

describe('toTitleWords', () => {
  it.each([
    ['customer_form', 'Customer Form'],
    ['ADMIN_MANUAL', 'Admin Manual'],
    ['_odd__value_', 'Odd Value'],
    ['', ''],
    [null, ''],
  ])('%j reads %j', (value, text) => {
    expect(toTitleWords(value)).toBe(text);
  });
});
