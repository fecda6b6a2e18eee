// Scenarios drawn from real leads show the job, never the customer
// (docs/product/ai-training.md#scenarios-from-real-leads, ADR 0011). A description is free text
// and customers often sign off with their name or number, so the text itself is cleaned, not
// only the lead's separate name, phone, email and address fields left out.

/** What the lead itself says about the customer: each is looked for in the text. */
export type KnownPersonalDetails = {
  customerName?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  postcode?: string | null;
};

export const REDACTED = {
  email: '[email]',
  phone: '[phone]',
  postcode: '[postcode]',
  address: '[address]',
  name: '[name]',
} as const;

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * A run that starts like a phone number (+, a digit or an opening bracket) and holds only
 * digits, spaces, dots, dashes and brackets; it counts as a phone number from 10 digits up
 * (UK numbers have 10 or 11, with +44 12), so measurements and dates are left alone.
 */
const PHONE_LIKE = /(?:\+|\(|\b)\d[\d\s().-]{7,}\d\b/g;
const MIN_PHONE_DIGITS = 10;
/** A UK postcode: outward code, optional space, inward code (BS1 4DJ, SW1A 1AA, M1 1AE). */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;
/** A house number and a street: 14 Elm Road, 3a Upper Church Street. */
const STREET_ADDRESS =
  /\b\d+[A-Za-z]?,?\s+(?:[A-Z][\p{L}'-]*\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Close|Drive|Dr|Way|Court|Ct|Crescent|Cres|Grove|Place|Pl|Terrace|Gardens|Walk|Mews|Row|Hill|Square|Sq|Parade|View|Rise)\b\.?/gu;
/** A name part shorter than this (initials) is not looked for on its own. */
const MIN_NAME_PART_CHARS = 2;
/** An address line shorter than this ('Flat', '12') says nothing on its own. */
const MIN_ADDRESS_PART_CHARS = 4;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The text with every whole-word occurrence of `phrase` replaced; case-insensitive unless asked. */
function replacePhrase(text: string, phrase: string, replacement: string, caseSensitive = false): string {
  const trimmed = phrase.trim();
  if (!trimmed) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(trimmed).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu');
  return text.replace(pattern, replacement);
}

/** A capitalised word: a name part matches 'Will' in 'Thanks, Will' but not 'will' in 'will need'. */
function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('en-GB') + word.slice(1).toLocaleLowerCase('en-GB');
}

/**
 * The description with personal details replaced by placeholders: email addresses, phone
 * numbers, UK postcodes and street addresses anywhere in it, and the lead's own name, phone,
 * email, address and postcode wherever they appear. The job's words are kept.
 */
export function redactPersonalDetails(text: string, known: KnownPersonalDetails = {}): string {
  let result = text;
  if (known.email) result = replacePhrase(result, known.email, REDACTED.email);
  result = result.replace(EMAIL, REDACTED.email);

  const knownPhoneDigits = known.phone ? digitsOf(known.phone) : '';
  result = result.replace(PHONE_LIKE, (match) => {
    const digits = digitsOf(match);
    const isKnown = knownPhoneDigits.length >= 6 && digits.endsWith(knownPhoneDigits.slice(-9));
    return digits.length >= MIN_PHONE_DIGITS || isKnown ? REDACTED.phone : match;
  });

  if (known.address) {
    result = replacePhrase(result, known.address, REDACTED.address);
    for (const part of known.address.split(/[,\n]/)) {
      if (part.trim().length >= MIN_ADDRESS_PART_CHARS) result = replacePhrase(result, part, REDACTED.address);
    }
  }
  result = result.replace(STREET_ADDRESS, REDACTED.address);
  if (known.postcode) result = replacePhrase(result, known.postcode, REDACTED.postcode);
  result = result.replace(UK_POSTCODE, REDACTED.postcode);

  if (known.customerName) {
    result = replacePhrase(result, known.customerName, REDACTED.name);
    for (const part of known.customerName.split(/\s+/)) {
      const word = part.replace(/[^\p{L}'-]/gu, '');
      if (word.length >= MIN_NAME_PART_CHARS) result = replacePhrase(result, capitalise(word), REDACTED.name, true);
    }
  }
  return result;
}
