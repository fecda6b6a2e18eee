import { TRAINING_SCENARIO_FILTERS, type TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';
import { Button } from '#client/components/ui/button';

/** The filter buttons (docs/product/ai-training.md#training-data-dashboard). */
const FILTER_LABELS: Record<TrainingScenarioFilter, string> = {
  all: 'All',
  agreements: 'Agreements',
  disagreements: 'Disagreements',
  recent: 'Recent 24h',
};

export type TrainingFiltersProps = { filter: TrainingScenarioFilter; onFilterChange: (filter: TrainingScenarioFilter) => void };

export function TrainingFilters({ filter, onFilterChange }: TrainingFiltersProps) {
  return (
    <div role="group" aria-label="Filter judgements" className="flex flex-wrap gap-2">
      {TRAINING_SCENARIO_FILTERS.map((option) => (
        <Button key={option} size="sm" variant={option === filter ? 'primary' : 'outline'} aria-pressed={option === filter} onClick={() => onFilterChange(option)}>
          {FILTER_LABELS[option]}
        </Button>
      ))}
    </div>
  );
}
