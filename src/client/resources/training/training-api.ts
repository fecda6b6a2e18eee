import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportTrainingCsv,
  getSuggestedTuning,
  getTrainingStats,
  listTrainingGameScenarios,
  listTrainingScenarios,
  recordTraining,
  type TrainingRecordBody,
} from '#contracts/training.contract';
import type { TrainingScenarioFilter } from '#domain/quote-engine/filter-training-scenarios';
import { apiRequest, buildUrl } from '#client/lib/api-client';

/**
 * The AI training data: the game's scenarios, the judgements, their stats and the suggested
 * tuning (docs/product/ai-training.md). One cache for the game, Training Data and Quote Engine
 * Config, so a judgement recorded in the game refreshes the other two.
 */

/** The training lists and stats refresh every 30 seconds (docs/product/ai-training.md#training-data-dashboard). */
export const TRAINING_REFRESH_INTERVAL_MS = 30_000;

export const trainingKeys = {
  all: ['training'] as const,
  stats: () => [...trainingKeys.all, 'stats'] as const,
  lists: () => [...trainingKeys.all, 'list'] as const,
  list: (filter: TrainingScenarioFilter) => [...trainingKeys.lists(), filter] as const,
  gameScenarios: () => [...trainingKeys.all, 'game-scenarios'] as const,
  suggestedTuning: () => [...trainingKeys.all, 'suggested-tuning'] as const,
};

export function trainingStatsQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.stats(),
    queryFn: ({ signal }) => apiRequest(getTrainingStats, { signal }),
    refetchInterval: TRAINING_REFRESH_INTERVAL_MS,
  });
}

/** The judgements the filter shows, newest first; the filter is part of the key. */
export function trainingScenariosQueryOptions(filter: TrainingScenarioFilter) {
  return queryOptions({
    queryKey: trainingKeys.list(filter),
    queryFn: ({ signal }) => apiRequest(listTrainingScenarios, { query: { filter }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: TRAINING_REFRESH_INTERVAL_MS,
  });
}

/**
 * The game's scenarios, read once per visit: a refetch mid-round would swap the pool under the
 * scenario on screen, and a later visit reads the newest leads (nothing is kept once the game
 * is left).
 */
export function trainingGameScenariosQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.gameScenarios(),
    queryFn: ({ signal }) => apiRequest(listTrainingGameScenarios, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function suggestedTuningQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.suggestedTuning(),
    queryFn: ({ signal }) => apiRequest(getSuggestedTuning, { signal }),
  });
}

/** The CSV of every judgement the filter shows, downloaded by the browser with the session cookie. */
export function toTrainingExportHref(filter: TrainingScenarioFilter): string {
  return buildUrl(exportTrainingCsv.path, {}, { filter });
}

/** Records a judgement; the stats, every list and the suggestion then refresh. */
export function useRecordTrainingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingRecordBody) => apiRequest(recordTraining, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.suggestedTuning() }),
      ]),
  });
}
