/**
 * The Training Data Dashboard's filter buttons: All, Agreements, Disagreements, Recent 24h
 * (docs/product/ai-training.md#training-data-dashboard).
 */
export const TRAINING_SCENARIO_FILTERS = ['all', 'agreements', 'disagreements', 'recent'] as const;
export type TrainingScenarioFilter = (typeof TRAINING_SCENARIO_FILTERS)[number];

export const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export type FilterableTrainingScenario = {
  aiRecommendation: string;
  /** Null until a person has evaluated the scenario. */
  humanRecommendation: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
};

/**
 * An unevaluated scenario is neither an agreement nor a disagreement. "Recent" is the 24
 * hours up to now (time is an argument); a date that cannot be read is not recent.
 */
export function filterTrainingScenarios<Scenario extends FilterableTrainingScenario>(
  scenarios: readonly Scenario[],
  filter: TrainingScenarioFilter,
  now: Date,
): Scenario[] {
  switch (filter) {
    case 'all':
      return [...scenarios];
    case 'agreements':
      return scenarios.filter((scenario) => scenario.humanRecommendation === scenario.aiRecommendation);
    case 'disagreements':
      return scenarios.filter(
        (scenario) => scenario.humanRecommendation !== null && scenario.humanRecommendation !== scenario.aiRecommendation,
      );
    case 'recent': {
      const since = now.getTime() - RECENT_WINDOW_MS;
      return scenarios.filter((scenario) => {
        const createdAtMs = Date.parse(scenario.createdAt);
        return Number.isFinite(createdAtMs) && createdAtMs >= since;
      });
    }
  }
}
