import { describe, expect, it } from 'vitest';
import { buildArpaLanguageModel, toLanguageModelWords } from './build-domain-language-model';
import { HANDYMAN_PHRASES } from './handyman-phrases';

type Model = { grams: Map<string, number>[]; backoff: Map<string, number> };

function readArpa(arpa: string): Model {
  const grams: Map<string, number>[] = [new Map(), new Map(), new Map(), new Map()];
  const backoff = new Map<string, number>();
  let order = 0;
  for (const line of arpa.split('\n')) {
    const section = /^\\(\d)-grams:$/.exec(line);
    if (section) order = Number(section[1]);
    else if (order > 0 && line.includes('\t')) {
      const [probability, gram, weight] = line.split('\t');
      grams[order]!.set(gram!, 10 ** Number(probability));
      if (weight !== undefined) backoff.set(gram!, 10 ** Number(weight));
    }
  }
  return { grams, backoff };
}

/** P(word | history) by the ARPA back-off rule. */
function probability(model: Model, history: string[], word: string): number {
  const gram = [...history, word].join(' ');
  const seen = model.grams[history.length + 1]?.get(gram);
  if (seen !== undefined) return seen;
  if (history.length === 0) return 0;
  return (model.backoff.get(history.join(' ')) ?? 1) * probability(model, history.slice(1), word);
}

describe('the handyman language model', () => {
  const arpa = buildArpaLanguageModel(HANDYMAN_PHRASES);
  const model = readArpa(arpa);
  const vocabulary = [...model.grams[1]!.keys()].filter((word) => word !== '<s>');

  it('declares as many n-grams as it lists', () => {
    for (const order of [1, 2, 3]) {
      const declared = Number(new RegExp(`ngram ${order}=(\\d+)`).exec(arpa)![1]);
      expect(declared).toBe(model.grams[order]!.size);
    }
  });

  it.each([[['<s>']], [['the']], [['kitchen']], [['<s>', 'the']], [['the', 'kitchen']], [['fit', 'a']]])(
    'gives every next word after %j probabilities that sum to one',
    (history) => {
      const total = vocabulary.reduce((sum, word) => sum + probability(model, history, word), 0);
      expect(total).toBeCloseTo(1, 3);
    },
  );

  it('makes the trade’s word pairs likelier than chance', () => {
    expect(probability(model, ['radiator'], 'valve')).toBeGreaterThan(probability(model, [], 'valve') * 10);
  });

  it('reads sentences as lower-case words, keeping apostrophes', () => {
    expect(toLanguageModelWords("I'd like a TV mounted, please!")).toEqual(["i'd", 'like', 'a', 'tv', 'mounted', 'please']);
  });
});
