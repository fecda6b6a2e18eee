import { hashFeature } from './text-features';

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
  // Two features with one hash would be read as one (createNaiveBayesModel keeps the first), so
  // both are dropped: the stored model reads every feature it keeps as it was trained. With 30-bit
  // hashes this is one pair in about ten models of 15,000 features.
  const sharing = new Map<number, number>();
  for (const feature of Object.keys(features)) sharing.set(hashFeature(feature), (sharing.get(hashFeature(feature)) ?? 0) + 1);
  for (const feature of Object.keys(features)) if (sharing.get(hashFeature(feature))! > 1) delete features[feature];
  return { labels: [...labels], documents: documents.length, labelDocuments, features };
}

/** A model ready to read: every known feature's weights worked out once, when it is created. */
export type NaiveBayesModel = {
  data: NaiveBayesData;
  labelIndex: ReadonlyMap<string, number>;
  /** Per label, the log-odds of a message with no known feature (one-vs-rest). */
  priorLogOdds: Float64Array;
  /**
   * Feature hash (text-features.ts) → its weights: first, per label, how much it moves the
   * one-vs-rest log-odds; then, per label, its smoothed log-likelihood under that label (for a
   * choice between labels). Two features with one hash keep the first (a test proves the
   * committed model has none).
   */
  weights: ReadonlyMap<number, Float64Array>;
};

export function createNaiveBayesModel(data: NaiveBayesData, smoothing: number): NaiveBayesModel {
  const size = data.labels.length;
  const labelTotals = new Float64Array(size);
  let total = 0;
  const rows = Object.entries(data.features);
  for (const [, row] of rows) {
    total += row[0]!;
    for (let at = 1; at < row.length; at += 2) labelTotals[row[at]!]! += row[at + 1]!;
  }
  const smoothed = smoothing * rows.length;
  const weights = new Map<number, Float64Array>();
  const counts = new Float64Array(size);
  for (const [feature, row] of rows) {
    counts.fill(0);
    for (let at = 1; at < row.length; at += 2) counts[row[at]!] = row[at + 1]!;
    const weight = new Float64Array(size * 2);
    for (let label = 0; label < size; label += 1) {
      const count = counts[label]!;
      const inside = Math.log((count + smoothing) / (labelTotals[label]! + smoothed));
      weight[label] = inside - Math.log((row[0]! - count + smoothing) / (total - labelTotals[label]! + smoothed));
      weight[size + label] = inside;
    }
    const hash = hashFeature(feature);
    if (!weights.has(hash)) weights.set(hash, weight);
  }
  const priorLogOdds = Float64Array.from(data.labelDocuments, (withLabel) => Math.log((withLabel + 1) / (data.documents - withLabel + 1)));
  return { data, labelIndex: new Map(data.labels.map((label, index) => [label, index])), priorLogOdds, weights };
}

/** Each known feature's weights; the hashes are distinct (a Set). */
function weightsOf(model: NaiveBayesModel, hashes: ReadonlySet<number>): Float64Array[] {
  const found: Float64Array[] = [];
  for (const hash of hashes) {
    const weight = model.weights.get(hash);
    if (weight !== undefined) found.push(weight);
  }
  return found;
}

/**
 * Log-odds, for every label, that a message with these features carries it (one-vs-rest).
 * Positive means more likely than not; naive Bayes is over-confident, so thresholds are chosen
 * on held-back data, not read as probabilities.
 */
export function readLabelLogOdds(model: NaiveBayesModel, hashes: ReadonlySet<number>): Float64Array {
  const result = Float64Array.from(model.priorLogOdds);
  for (const weight of weightsOf(model, hashes)) for (let label = 0; label < result.length; label += 1) result[label]! += weight[label]!;
  return result;
}

/**
 * Log-odds of each of a set of labels that exclude each other (every training message carries
 * exactly one of them), against all the others together.
 */
export function readChoiceLogOdds(model: NaiveBayesModel, hashes: ReadonlySet<number>, choices: readonly string[]): number[] {
  const size = model.data.labels.length;
  const indexes = choices.map((choice) => model.labelIndex.get(choice) ?? -1);
  const documents = indexes.reduce((sum, index) => sum + (index < 0 ? 0 : model.data.labelDocuments[index]!), 0);
  const scores = indexes.map((index) => (index < 0 ? -Infinity : Math.log((model.data.labelDocuments[index]! + 1) / (documents + choices.length))));
  for (const weight of weightsOf(model, hashes)) {
    indexes.forEach((index, at) => {
      if (index >= 0) scores[at]! += weight[size + index]!;
    });
  }
  return scores.map((score, at) => {
    const others = scores.filter((_, other) => other !== at);
    const top = Math.max(...others);
    if (top === -Infinity) return Infinity;
    return score - (top + Math.log(others.reduce((sum, other) => sum + Math.exp(other - top), 0)));
  });
}
