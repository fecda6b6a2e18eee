/**
 * A small back-off n-gram language model in ARPA text form, built from example sentences.
 * PocketSphinx interpolates it with its general English model, which lifts the words and word
 * pairs of handyman jobs without taking general speech away (ADR 0005).
 *
 * Absolute discounting with back-off: each seen n-gram gives up DISCOUNT of its count, and the
 * mass freed is spread over the lower order through the history's back-off weight, so every
 * history's probabilities still sum to one.
 */

/** A mid-range discount for tiny corpora, where most n-grams are seen once or twice. */
const DISCOUNT = 0.5;
const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';
/** ARPA's "impossible": <s> is a history, never a predicted word. */
const NEVER = -99;

export function toLanguageModelWords(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && word !== "'");
}

export function buildArpaLanguageModel(sentences: readonly string[], order = 3): string {
  // counts[n] maps "w1 w2 … wn" to how often it was seen.
  const counts: Map<string, number>[] = Array.from({ length: order + 1 }, () => new Map());
  for (const sentence of sentences) {
    const words = [SENTENCE_START, ...toLanguageModelWords(sentence), SENTENCE_END];
    if (words.length === 2) continue;
    for (let n = 1; n <= order; n += 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const gram = words.slice(i, i + n);
        // <s> alone is never predicted; its unigram exists only to carry a back-off weight.
        if (n === 1 && gram[0] === SENTENCE_START) continue;
        const key = gram.join(' ');
        counts[n]!.set(key, (counts[n]!.get(key) ?? 0) + 1);
      }
    }
  }

  const unigrams = counts[1]!;
  const total = [...unigrams.values()].reduce((sum, c) => sum + c, 0);
  // Add-one on unigrams keeps every word of the corpus possible in any context.
  const probability: Map<string, number>[] = Array.from({ length: order + 1 }, () => new Map());
  for (const [word, count] of unigrams) probability[1]!.set(word, (count + 1) / (total + unigrams.size));

  const backoff = new Map<string, number>();
  for (let n = 2; n <= order; n += 1) {
    const byHistory = new Map<string, { total: number; followers: string[] }>();
    for (const [gram, count] of counts[n]!) {
      const history = gram.slice(0, gram.lastIndexOf(' '));
      const entry = byHistory.get(history) ?? { total: 0, followers: [] };
      entry.total += count;
      entry.followers.push(gram);
      byHistory.set(history, entry);
    }
    for (const [history, { total: historyTotal, followers }] of byHistory) {
      let seenLower = 0;
      for (const gram of followers) {
        probability[n]!.set(gram, (counts[n]!.get(gram)! - DISCOUNT) / historyTotal);
        seenLower += lowerOrderProbability(gram, probability, backoff);
      }
      const freed = (DISCOUNT * followers.length) / historyTotal;
      backoff.set(history, seenLower >= 1 ? 1 : freed / (1 - seenLower));
    }
  }

  const lines = ['\\data\\'];
  lines.push(`ngram 1=${unigrams.size + 1}`);
  for (let n = 2; n <= order; n += 1) lines.push(`ngram ${n}=${probability[n]!.size}`);
  lines.push('', '\\1-grams:');
  lines.push(`${NEVER}\t${SENTENCE_START}\t${log10(backoff.get(SENTENCE_START) ?? 1)}`);
  for (let n = 1; n <= order; n += 1) {
    if (n > 1) lines.push('', `\\${n}-grams:`);
    for (const [gram, p] of [...probability[n]!].sort(([a], [b]) => a.localeCompare(b))) {
      const weight = n < order && backoff.has(gram) ? `\t${log10(backoff.get(gram)!)}` : '';
      lines.push(`${log10(p)}\t${gram}${weight}`);
    }
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

/** P(w | shorter history), backing off down to the unigram. */
function lowerOrderProbability(gram: string, probability: Map<string, number>[], backoff: Map<string, number>): number {
  const words = gram.split(' ');
  let weight = 1;
  for (let start = 1; start < words.length; start += 1) {
    const shorter = words.slice(start).join(' ');
    const n = words.length - start;
    const p = probability[n]!.get(shorter);
    if (p !== undefined) return weight * p;
    const history = words.slice(start, -1).join(' ');
    weight *= backoff.get(history) ?? 1;
  }
  return 0;
}

function log10(value: number): string {
  return Math.log10(Math.max(value, 1e-99)).toFixed(4);
}
