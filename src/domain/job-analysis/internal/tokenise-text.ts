// Turns a customer's free text into sentences of tokens that remember where they came from,
// so a task's description can quote the customer's own words back (with their capitals).
// Hard breaks (full stops, new lines, bullets, numbered lists) end a sentence; soft breaks
// (commas, "and", "also", "plus", "then", dashes) only end a clause inside it.

export type TokenKind = 'word' | 'number' | 'break';

export type Token = {
  /** Lower-case surface form with apostrophes dropped ("can't" → "cant", "tap's" → "tap"). */
  text: string;
  /** Canonical form used for matching; filled in by the lexicon, the text until then. */
  lemma: string;
  kind: TokenKind;
  /** Numeric value of a number token, NaN otherwise. */
  value: number;
  /** Ends a clause: a comma-like break or a joining word such as "and". */
  isBoundary: boolean;
  /** Offsets into the original description. */
  start: number;
  end: number;
};

export type Sentence = { tokens: Token[] };

/** Words that join two jobs in one sentence ("fix the tap and put up a shelf", "…so can you box in the pipes"). */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'also', 'plus', 'then', 'but', 'aswell', 'n', 'so']);

/** "Lath and plaster" is one thing, not two jobs; these pairs never split a clause. */
const UNSPLIT_PAIRS: ReadonlySet<string> = new Set([
  'lath plaster', 'tongue groove', 'bit bob', 'bits bobs', 'bits pieces', 'nuts bolts', 'dot dab', 'hook eye', 'black white',
  'odds ends', 'up down', 'in out', 'back forth', 'wear tear', 'trial error', 'cut paste', 'rock roll', 'top bottom', 'front back',
  'upstairs downstairs', 'inside outside', 'hot cold',
]);

const CONTRACTION_SUFFIXES = ["'ll", "'re", "'ve", "'d", "'m", "'s"];

const LIST_MARKER = /[ \t]*(?:[-*–—]+|\(?\d{1,2}[.)]|\(?[a-h][.)])[ \t]+/y;
const HARD_STOPS = '.!?;•●▪◦·';
const SOFT_BREAKS = ',:&+/';
const DASHES = '-–—';
const INCH_MARKS = '"”″';
const APOSTROPHES = "'’";

const isLetter = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isSpace = (character: string | undefined): boolean => character === ' ' || character === '\t' || character === '\n' || character === '\r';

function normaliseWord(raw: string): string {
  let word = raw.toLowerCase();
  if (word.includes('’')) word = word.replace(/’/g, "'");
  if (!word.includes("'")) return word;
  if (word.endsWith("n't")) word = `${word.slice(0, -3)}nt`;
  for (const suffix of CONTRACTION_SUFFIXES) {
    if (word.endsWith(suffix)) {
      word = word.slice(0, -suffix.length);
      break;
    }
  }
  return word.replace(/'/g, '');
}

function makeToken(text: string, kind: TokenKind, start: number, end: number, value = Number.NaN): Token {
  return { text, lemma: text, kind, value, isBoundary: kind === 'break' || JOINING_WORDS.has(text), start, end };
}

/** End of the word starting at `start`: letters, with apostrophes inside ("can't", "tap's"). */
function scanWord(text: string, start: number): number {
  let end = start;
  while (end < text.length && isLetter(text.charCodeAt(end))) end += 1;
  while (APOSTROPHES.includes(text.charAt(end)) && isLetter(text.charCodeAt(end + 1))) {
    end += 1;
    while (end < text.length && isLetter(text.charCodeAt(end))) end += 1;
  }
  return end;
}

/** End of the number starting at `start`: digits with at most one decimal part ("2.5"). */
function scanNumber(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  if ((text[end] === '.' || text[end] === ',') && isDigit(text.charCodeAt(end + 1))) {
    end += 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  }
  return end;
}

/**
 * Splits a description into sentences of tokens; never throws, whatever the input. A hand
 * written scanner rather than one big regular expression: it allocates nothing but tokens,
 * which keeps garbage collection out of the latency budget.
 */
export function tokeniseText(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let current: Token[] = [];
  let atLineStart = true;

  const endSentence = (): void => {
    if (current.some((token) => token.kind !== 'break')) sentences.push({ tokens: current });
    current = [];
  };

  let position = 0;
  while (position < text.length) {
    if (atLineStart) {
      LIST_MARKER.lastIndex = position;
      const marker = LIST_MARKER.exec(text);
      if (marker) position += marker[0].length;
      atLineStart = false;
      if (position >= text.length) break;
    }
    const start = position;
    const character = text.charAt(position);
    const code = text.charCodeAt(position);

    if (character === '\n') {
      endSentence();
      atLineStart = true;
      position += 1;
    } else if (HARD_STOPS.includes(character)) {
      endSentence();
      position += 1;
    } else if (character === '£' && isDigit(text.charCodeAt(position + (text[position + 1] === ' ' ? 2 : 1)))) {
      position = scanNumber(text, position + (text[position + 1] === ' ' ? 2 : 1));
      current.push(makeToken('£', 'word', start, position));
    } else if (isDigit(code)) {
      position = scanNumber(text, position);
      const digits = text.slice(start, position).replace(',', '.');
      current.push(makeToken(digits, 'number', start, position, Number(digits)));
      // 55" is a size, not a quote mark.
      if (INCH_MARKS.includes(text.charAt(position)) && position < text.length) {
        current.push(makeToken('inch', 'word', position, position + 1));
        position += 1;
      }
    } else if (isLetter(code)) {
      position = scanWord(text, position);
      const word = normaliseWord(text.slice(start, position));
      // "re-grout" and "re-hang" are one word to a tradesman; join them so they match.
      if (word === 're' && DASHES.includes(text.charAt(position)) && isLetter(text.charCodeAt(position + 1))) {
        position = scanWord(text, position + 1);
        current.push(makeToken(`re${text.slice(start + 3, position).toLowerCase()}`, 'word', start, position));
      } else if (word === 'as' && /^\s+well\s+as\b/i.test(text.slice(position, position + 12))) {
        current.push({ ...makeToken('as', 'word', start, position), isBoundary: true });
      } else if (word.length > 0) {
        current.push(makeToken(word, 'word', start, position));
      }
    } else if (SOFT_BREAKS.includes(character)) {
      current.push(makeToken(character, 'break', start, position + 1));
      position += 1;
    } else if (DASHES.includes(character)) {
      // A dash between spaces ("tap - and the shelf") separates; one inside a word does not.
      let end = position;
      while (DASHES.includes(text.charAt(end)) && end < text.length) end += 1;
      if (isSpace(text[start - 1]) && isSpace(text[end])) current.push(makeToken('-', 'break', start, end));
      position = end;
    } else {
      position += 1;
    }
  }
  endSentence();
  for (const sentence of sentences) keepPairsTogether(sentence.tokens);
  return sentences;
}

function keepPairsTogether(tokens: Token[]): void {
  for (let index = 1; index < tokens.length - 1; index += 1) {
    const token = tokens[index]!;
    if (token.text === 'and' && UNSPLIT_PAIRS.has(`${tokens[index - 1]!.text} ${tokens[index + 1]!.text}`)) {
      token.isBoundary = false;
    }
  }
}
