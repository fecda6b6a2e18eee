/**
 * Optimal-string-alignment distance (Damerau–Levenshtein with adjacent transpositions), the
 * measure customers' typing errors follow: a missed, extra, wrong or swapped letter costs 1.
 * Gives up early and returns limit + 1 once the distance must exceed the limit, which keeps
 * the fuzzy look-up cheap for words that are nowhere near.
 */
export function measureEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let twoBack = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, index) => index);
  let current = new Array<number>(width).fill(0);

  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        best = Math.min(best, twoBack[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    if (rowMinimum > limit) return limit + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(previous[b.length]!, limit + 1);
}
