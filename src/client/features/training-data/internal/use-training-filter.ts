import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TRAINING_SCENARIO_FILTERS, type TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';

const PARAM = 'filter';

export function readTrainingFilter(search: string): TrainingScenarioFilter {
  const value = new URLSearchParams(search).get(PARAM);
  return TRAINING_SCENARIO_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The filter lives in the URL, so a link, a reload or Back shows the same list; All is the plain path. */
export function useTrainingFilter(): [TrainingScenarioFilter, (filter: TrainingScenarioFilter) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const setFilter = useCallback(
    (filter: TrainingScenarioFilter) => navigate(filter === 'all' ? location : `${location}?${PARAM}=${filter}`),
    [location, navigate],
  );
  return [readTrainingFilter(search), setFilter];
}
