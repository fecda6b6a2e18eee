/**
 * UK phone numbers as staff type them into App Settings (docs/product/app-settings.md#phone-numbers):
 * spaces, dashes, dots and brackets, a leading 0, +44, 0044 or 44, even the habit '+44 (0)…'.
 * Each is read to its national significant number (the digits after the 0) and written back in
 * one normal form.
 */

/** The UK's country calling code. */
export const UK_COUNTRY_CODE = '44';

export type UkPhoneNumber = {
  /** As a UK caller dials and reads it, spaced by the number's kind: '01632 960000', '020 7946 0000'. */
  national: string;
  /** Country code and number, digits only, as wa.me wants it: '441632960000'. */
  internationalDigits: string;
};

/** What a person may type besides digits. */
const TYPED_PUNCTUATION = /^[\d\s+().-]+$/;

/** Written between the groups of a number. */
const GROUP_SEPARATOR = ' ';

/**
 * The national significant number (no leading 0) from what was typed, or null when it is not a
 * UK number: another country's code, no 0 or country code in front, letters.
 */
function readNationalSignificantNumber(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed || !TYPED_PUNCTUATION.test(trimmed)) return null;
  // A + belongs only in front of the country code.
  if (trimmed.lastIndexOf('+') > 0) return null;
  // '+44 (0)1632 960000': the bracketed 0 is dialled only from inside the UK.
  const withoutTrunkZero = trimmed.replace(/\(\s*0\s*\)/g, '');
  const digits = withoutTrunkZero.replace(/\D/g, '');
  const plus = withoutTrunkZero.startsWith('+');
  let rest: string;
  if (plus || digits.startsWith('00')) {
    const international = plus ? digits : digits.slice(2);
    if (!international.startsWith(UK_COUNTRY_CODE)) return null;
    rest = international.slice(UK_COUNTRY_CODE.length);
  } else if (digits.startsWith(UK_COUNTRY_CODE)) {
    // No national number starts 44 (they start 0), so this is the country code without its +.
    rest = digits.slice(UK_COUNTRY_CODE.length);
  } else if (digits.startsWith('0')) {
    rest = digits.slice(1);
  } else {
    return null;
  }
  // '+44 07700 900000': a 0 kept after the country code is dropped, as a caller's phone does.
  if (rest.startsWith('0')) rest = rest.slice(1);
  return rest;
}

/**
 * Lengths UK numbers have (Ofcom's numbering plan), by first digit of the national significant
 * number: geographic 01 numbers have 9 or 10 digits, 02 and mobiles 07 have 10, non-geographic
 * 03, 08 and 09 have 9 or 10, 05 has 10. 04 and 06 are not in use.
 */
const NSN_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  '1': [9, 10],
  '2': [10],
  '3': [9, 10],
  '5': [10],
  '7': [10],
  '8': [9, 10],
  '9': [9, 10],
};

function isUkNationalSignificantNumber(nsn: string): boolean {
  const lengths = NSN_LENGTHS[nsn.charAt(0)];
  return lengths !== undefined && lengths.includes(nsn.length);
}

function group(...parts: string[]): string {
  return parts.filter(Boolean).join(GROUP_SEPARATOR);
}

/**
 * Spaced as the number's kind is usually written: 020 7946 0000 (London and the other 02 areas),
 * 0161 496 0000 (the 011x and 01x1 cities), 01632 960000 (the other 01 areas), 07700 900000
 * (mobiles), 0300 123 4567 / 0800 123456 (non-geographic).
 */
function toNationalFormat(nsn: string): string {
  const national = `0${nsn}`;
  switch (nsn.charAt(0)) {
    case '2':
      return group(national.slice(0, 3), national.slice(3, 7), national.slice(7));
    case '1':
      if (nsn.charAt(1) === '1' || nsn.charAt(2) === '1') {
        return group(national.slice(0, 4), national.slice(4, 7), national.slice(7));
      }
      return group(national.slice(0, 5), national.slice(5));
    case '7':
    case '5':
      return group(national.slice(0, 5), national.slice(5));
    default:
      return nsn.length === 10
        ? group(national.slice(0, 4), national.slice(4, 7), national.slice(7))
        : group(national.slice(0, 4), national.slice(4));
  }
}

/** A UK number typed any usual way, in its normal forms; null when it is not a UK number. */
export function normaliseUkPhoneNumber(typed: string): UkPhoneNumber | null {
  const nsn = readNationalSignificantNumber(typed);
  if (nsn === null || !isUkNationalSignificantNumber(nsn)) return null;
  return { national: toNationalFormat(nsn), internationalDigits: `${UK_COUNTRY_CODE}${nsn}` };
}
