/** Names are displayed title-cased, default 'Customer' (docs/product/home-flow.md#display-names). */
export const DEFAULT_DISPLAY_NAME = 'Customer';
/**
 * The client name used elsewhere is the first word of the full name, default 'your client'
 * (docs/product/home-flow.md#display-names).
 */
export const DEFAULT_FIRST_NAME = 'your client';

/** O'Brien, D'Arcy: a single letter and an apostrophe start a name of their own. */
const APOSTROPHE_PREFIX = /^(\p{L})(['’])(\p{L})/u;

function capitaliseFirst(part: string): string {
  const [first = '', ...rest] = Array.from(part);
  return first.toUpperCase() + rest.join('');
}

/**
 * A word typed in one case (all lower or all upper) is title-cased, each hyphenated part too
 * (Anne-Marie). A word already in mixed case is kept as typed: the customer knows how
 * McDonald or DeVito is written better than a rule does.
 */
function titleCaseWord(word: string): string {
  const isMixedCase = word !== word.toLowerCase() && word !== word.toUpperCase();
  if (isMixedCase) return word;
  return word
    .toLowerCase()
    .split('-')
    .map((part) =>
      capitaliseFirst(part).replace(APOSTROPHE_PREFIX, (_match, letter: string, mark: string, next: string) => {
        return `${letter}${mark}${next.toUpperCase()}`;
      }),
    )
    .join('-');
}

function splitWords(name: string | null | undefined): string[] {
  return typeof name === 'string' ? name.trim().split(/\s+/).filter(Boolean) : [];
}

/** '  jane   SMITH ' → 'Jane Smith'; blank or missing → 'Customer'. */
export function toDisplayName(name: string | null | undefined): string {
  const words = splitWords(name);
  return words.length > 0 ? words.map(titleCaseWord).join(' ') : DEFAULT_DISPLAY_NAME;
}

/** 'jane smith' → 'Jane'; blank or missing → 'your client' (it reads in a sentence to staff or a contractor). */
export function toFirstName(name: string | null | undefined): string {
  const [first] = splitWords(name);
  return first ? titleCaseWord(first) : DEFAULT_FIRST_NAME;
}
