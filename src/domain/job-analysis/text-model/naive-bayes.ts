// A multinomial naive Bayes text classifier over binary features
// (docs/decisions/0021-learned-text-reader.md): training counts, for each feature, the messages it
// appears in and how many of those carry each label; reading adds up the smoothed log-likelihoods.
// Each label is read one-vs-rest (a message may need a Gas Safe engineer and a roofer), and a set
// of labels that exclude each other (the scope of a message) can be read as one choice. Pure and
// deterministic: training sorts everything it stores, so the same documents give the same model.

/** The stored model: plain data, so it can be written into a generated file and compared. */
export type NaiveBayesData = {
  labels: readonly string[];
  documents: number;
  /** How many training messages carry each label, in the order of `labels`. */
  labelDocuments: readonly number[];
  /** Feature → [messages containing it, then label index and messages with that label, pairs]. */
  features: Readonly<Record<string, readonly number[]>>;
};

export type TrainingDocument = { features: readonly string[]; labels: readonly string[] };

/** Features seen in fewer messages than this are dropped: one message's oddities teach nothing. */
export const MIN_FEATURE_DOCUMENTS = 2;

export function trainNaiveBayes(documents: readonly TrainingDocument[], labels: readonly string[]): NaiveBayesData {
  const labelIndex = new Map(labels.map((label, index) => [label, index]));
  const labelDocuments = labels.map(() => 0);
  const counts = new Map<string, { total: number; byLabel: Map<number, number> }>();
  for (const document of documents) {
    const indexes = [...new Set(document.labels)].map((label) => labelIndex.get(label)).filter((index): index is number => index !== undefined);
    for (const index of indexes) labelDocuments[index]! += 1;
    for (const feature of new Set(document.features)) {
      let entry = counts.get(feature);
      if (entry === undefined) {
        entry = { total: 0, byLabel: new Map() };
        counts.set(feature, entry);
      }
      entry.total += 1;
      for (const index of indexes) entry.byLabel.set(index, (entry.byLabel.get(index) ?? 0) + 1);
    }
  }
  const features: Record<string, number[]> = {};
  for (const feature of [...counts.keys()].sort()) {
    const entry = counts.get(feature)!;
    if (entry.total < MIN_FEATURE_DOCUMENTS) continue;
    const row = [entry.total];
    for (const index of [...entry.byLabel.keys()].sort((a, b) => a - b)) row.push(index, entry.byLabel.get(index)!);
    features[feature] = row;
  }
  return { labels: [...labels], documents: documents.length, labelDocuments, features };
}

/** A model ready to read: the stored data plus the sums the smoothing needs. */
export type NaiveBayesModel = {
  data: NaiveBayesData;
  labelIndex: ReadonlyMap<string, number>;
  /** Feature occurrences under each label, and in all. */
  labelTotals: Float64Array;
  total: number;
  vocabulary: number;
  smoothing: number;
};

export function createNaiveBayesModel(data: NaiveBayesData, smoothing: number): NaiveBayesModel {
  const labelTotals = new Float64Array(data.labels.length);
  let total = 0;
  let vocabulary = 0;
  for (const row of Object.values(data.features)) {
    vocabulary += 1;
    total += row[0]!;
    for (let at = 1; at < row.length; at += 2) labelTotals[row[at]!]! += row[at + 1]!;
  }
  return { data, labelIndex: new Map(data.labels.map((label, index) => [label, index])), labelTotals, total, vocabulary, smoothing };
}

/** The known features' counts per label (one row per known feature) and their totals. */
function countsOf(model: NaiveBayesModel, features: readonly string[]): { rows: Float64Array[]; totals: number[] } {
  const rows: Float64Array[] = [];
  const totals: number[] = [];
  const size = model.data.labels.length;
  for (const feature of new Set(features)) {
    const row = Object.hasOwn(model.data.features, feature) ? model.data.features[feature] : undefined;
    if (row === undefined) continue;
    const byLabel = new Float64Array(size);
    for (let at = 1; at < row.length; at += 2) byLabel[row[at]!] = row[at + 1]!;
    rows.push(byLabel);
    totals.push(row[0]!);
  }
  return { rows, totals };
}

/**
 * Log-odds, for every label, that a message with these features carries it (one-vs-rest).
 * Positive means more likely than not; naive Bayes is over-confident, so thresholds are chosen
 * on held-back data, not read as probabilities.
 */
export function readLabelLogOdds(model: NaiveBayesModel, features: readonly string[]): Float64Array {
  const { data, labelTotals, total, vocabulary, smoothing } = model;
  const { rows, totals } = countsOf(model, features);
  const result = new Float64Array(data.labels.length);
  for (let label = 0; label < data.labels.length; label += 1) {
    const withLabel = data.labelDocuments[label]!;
    let logOdds = Math.log((withLabel + 1) / (data.documents - withLabel + 1));
    const inside = labelTotals[label]! + smoothing * vocabulary;
    const outside = total - labelTotals[label]! + smoothing * vocabulary;
    for (let at = 0; at < rows.length; at += 1) {
      const count = rows[at]![label]!;
      logOdds += Math.log((count + smoothing) / inside) - Math.log((totals[at]! - count + smoothing) / outside);
    }
    result[label] = logOdds;
  }
  return result;
}

/**
 * Log-odds of each of a set of labels that exclude each other (every training message carries
 * exactly one of them), against all the others together.
 */
export function readChoiceLogOdds(model: NaiveBayesModel, features: readonly string[], choices: readonly string[]): number[] {
  const { labelTotals, vocabulary, smoothing } = model;
  const { rows } = countsOf(model, features);
  const indexes = choices.map((choice) => model.labelIndex.get(choice) ?? -1);
  const documents = indexes.reduce((sum, index) => sum + (index < 0 ? 0 : model.data.labelDocuments[index]!), 0);
  const scores = indexes.map((index) => {
    if (index < 0) return -Infinity;
    let score = Math.log((model.data.labelDocuments[index]! + 1) / (documents + choices.length));
    const inside = labelTotals[index]! + smoothing * vocabulary;
    for (const row of rows) score += Math.log((row[index]! + smoothing) / inside);
    return score;
  });
  return scores.map((score, at) => {
    const others = scores.filter((_, other) => other !== at);
    const top = Math.max(...others);
    if (top === -Infinity) return Infinity;
    return score - (top + Math.log(others.reduce((sum, other) => sum + Math.exp(other - top), 0)));
  });
}
