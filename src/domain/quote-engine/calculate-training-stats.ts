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

/** The training data dashboard's stat cards (docs/product/ai-training.md#training-data-dashboard). */
export function calculateTrainingStats(evaluations: readonly TrainingEvaluation[]): TrainingStats {
  const agreements = evaluations.filter((evaluation) => evaluation.humanRecommendation === evaluation.aiRecommendation).length;
  return {
    totalEvaluations: evaluations.length,
    agreements,
    disagreements: evaluations.length - agreements,
    agreementRate: toPercentOneDecimal(agreements, evaluations.length),
  };
}

/** The training game's counters: accuracy percent of correct answers over scenarios completed. */
export function calculateAccuracyPercent(correctAnswers: number, scenariosCompleted: number): number {
  return toPercentOneDecimal(correctAnswers, scenariosCompleted);
}
