import { describe, expect, it } from 'vitest';
import { normaliseUkPhoneNumber } from './normalise-uk-phone-number';

describe('a UK phone number as staff type it', () => {
  it.each([
    // typed                     national            international digits
    ['01632 960000', '01632 960000', '441632960000'],
    ['01632960000', '01632 960000', '441632960000'],
    ['+44 1632 960000', '01632 960000', '441632960000'],
    ['+441632960000', '01632 960000', '441632960000'],
    ['0044 1632 960000', '01632 960000', '441632960000'],
    ['441632960000', '01632 960000', '441632960000'],
    ['+44 (0)1632 960000', '01632 960000', '441632960000'],
    ['+44 01632 960000', '01632 960000', '441632960000'],
    ['(01632) 960-000', '01632 960000', '441632960000'],
    ['  01632.960.000  ', '01632 960000', '441632960000'],
    ['07700 900000', '07700 900000', '447700900000'],
    ['+44 7700 900000', '07700 900000', '447700900000'],
    ['447700900000', '07700 900000', '447700900000'],
    ['0044 7700 900 000', '07700 900000', '447700900000'],
    ['020 7946 0000', '020 7946 0000', '442079460000'],
    ['02079460000', '020 7946 0000', '442079460000'],
    ['0161 496 0000', '0161 496 0000', '441614960000'],
    ['0113 496 0000', '0113 496 0000', '441134960000'],
    ['0117 496 0123', '0117 496 0123', '441174960123'],
    ['0300 123 4567', '0300 123 4567', '443001234567'],
    ['0800 123456', '0800 123456', '44800123456'],
    ['0808 157 0192', '0808 157 0192', '448081570192'],
    ['016977 4321', '01697 74321', '44169774321'],
  ])('reads %s as %s (%s)', (typed, national, internationalDigits) => {
    expect(normaliseUkPhoneNumber(typed)).toEqual({ national, internationalDigits });
  });

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
    ['letters', '01632 96OOOO'],
    ['another country', '+1 202 555 0123'],
    ['another country after 00', '0033 1 23 45 67 89'],
    ['no 0 or country code in front', '1632 960000'],
    ['too short', '01632 9600'],
    ['too long', '01632 9600001'],
    ['a mobile one digit short', '07700 90000'],
    ['a London number one digit short', '020 7946 000'],
    ['a range not in use', '0400 123 4567'],
    ['just the country code', '+44'],
    ['two plus signs', '++44 1632 960000'],
  ])('refuses %s', (_what, typed) => {
    expect(normaliseUkPhoneNumber(typed)).toBeNull();
  });

  it('writes the normal form back to itself', () => {
    for (const typed of ['01632 960000', '020 7946 0000', '0161 496 0000', '07700 900000', '0800 123456']) {
      const once = normaliseUkPhoneNumber(typed);
      expect(once && normaliseUkPhoneNumber(once.national)).toEqual(once);
      expect(once && normaliseUkPhoneNumber(once.internationalDigits)).toEqual(once);
    }
  });
});
