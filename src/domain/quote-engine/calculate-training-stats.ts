/** One human evaluation of an AI recommendation (a training record, docs/product/ai-training.md#entities). */
export type TrainingEvaluation = {
  aiRecommendation: string;
  humanRecommendation: string;
};

/** Training stats (docs/product/ai-training.md#entities); agreementRate is a percentage with one decimal. */
export type TrainingStats = {
  totalEvaluations: number;
  agreements: number;
  disagreements: number;
  agreementRate: number;
};

/**
 * Percent with one decimal; 0 of 0 is 0 %, not NaN (the analytics screen needs the same guard,
 * docs/product/conversion-analytics.md#percentages).
 */
export function toPercentOneDecimal(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** A judgement agrees when staff chose the very method the AI recommended. */
export function isTrainingAgreement(evaluation: TrainingEvaluation): boolean {
  return evaluation.humanRecommendation === evaluation.aiRecommendation;
}

/**
 * The stat cards from two counts, for a server that counts in the database rather than
 * loading every evaluation.
 */
export function toTrainingStats(totalEvaluations: number, agreements: number): TrainingStats {
  const total = Number.isFinite(totalEvaluations) && totalEvaluations > 0 ? Math.floor(totalEvaluations) : 0;
  const agreeing = Math.min(total, Number.isFinite(agreements) && agreements > 0 ? Math.floor(agreements) : 0);
  return { totalEvaluations: total, agreements: agreeing, disagreements: total - agreeing, agreementRate: toPercentOneDecimal(agreeing, total) };
}

/** The training data dashboard's stat cards (docs/product/ai-training.md#training-data-dashboard). */
export function calculateTrainingStats(evaluations: readonly TrainingEvaluation[]): TrainingStats {
  return toTrainingStats(evaluations.length, evaluations.filter(isTrainingAgreement).length);
}

/** The training game's counters: accuracy percent of correct answers over scenarios completed. */
export function calculateAccuracyPercent(correctAnswers: number, scenariosCompleted: number): number {
  return toPercentOneDecimal(correctAnswers, scenariosCompleted);
}
