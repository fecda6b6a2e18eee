import type { Lexicon } from './create-lexicon';
import type { Token } from './tokenise-text';

// Dictated and hurried messages split a known word in two: "art x" for Artex, "bath room",
// "sky light", "over flow". Two neighbouring words whose letters together make a word the
// engine knows (5+ letters, as written) are read as that word, when one of the two halves is
// not a word the engine knows or is a stray letter or two: "wall paper" and "door bell" join,
// "flat pack" (two known words that are not one) does not need to. The joined token keeps both
// halves' place in the text, so a task still quotes the customer's own words
// (docs/decisions/0021-learned-text-reader.md#batch-8-joins-the-tuning-data).

const MIN_JOINED_LENGTH = 5;
/** A letter said aloud and written down as a letter: dictation turns "Artex" into "art x". */
const SPOKEN_LETTERS: Readonly<Record<string, string>> = { x: 'ex' };
const SHORT_HALF = 2;

const isHalf = (token: Token | undefined): token is Token => token !== undefined && token.kind === 'word' && !token.isBoundary && /^[a-z]+$/.test(token.text);

/** Joins split words in place; returns the same array. */
export function joinSplitWords(tokens: Token[], lexicon: Lexicon): Token[] {
  for (let index = 0; index < tokens.length - 1; index += 1) {
    const first = tokens[index];
    const second = tokens[index + 1];
    if (!isHalf(first) || !isHalf(second) || second.start !== first.end + 1) continue;
    const joined = [`${first.text}${second.text}`, `${first.text}${SPOKEN_LETTERS[second.text] ?? second.text}`].find((word) => word.length >= MIN_JOINED_LENGTH && lexicon.knows(word));
    if (joined === undefined) continue;
    const strayHalf = [first, second].some((half) => half.text.length <= SHORT_HALF || !lexicon.knows(half.text));
    if (!strayHalf) continue;
    tokens.splice(index, 2, { ...first, text: joined, lemma: joined, end: second.end });
  }
  return tokens;
}
