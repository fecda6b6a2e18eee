import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveQuoteEngineConfig } from '#contracts/quote-engine.contract';
import { getSuggestedTuning, getTrainingStats, listTrainingGameScenarios, recordTraining, type TrainingRecordBody } from '#contracts/training.contract';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { createQueryWrapper } from '#client/testing/query-wrapper';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { useSaveQuoteEngineConfigMutation } from '../quote-engine-config/quote-engine-config-api';
import {
  suggestedTuningQueryOptions,
  toTrainingExportHref,
  trainingGameScenariosQueryOptions,
  trainingStatsQueryOptions,
  useRecordTrainingMutation,
} from './training-api';

const RECORD: TrainingRecordBody = {
  jobDescription: 'Fit a tap',
  customerType: 'residential',
  jobScope: 'single',
  urgency: 'normal',
  aiRecommendation: 'instant_quote',
  humanRecommendation: 'video_quote',
  humanConfidence: 3,
};

describe('the training resource', () => {
  it('refreshes the stats and the suggestion once a judgement is recorded', async () => {
    let total = 0;
    let suggestionReads = 0;
    stubEndpoints(
      on(getTrainingStats, () => ({ status: 200, body: { totalEvaluations: total, agreements: 0, disagreements: total, agreementRate: 0 } })),
      on(getSuggestedTuning, () => {
        suggestionReads += 1;
        return { status: 200, body: { status: 'needs_more_judgements', judgementCount: total, minimumJudgements: 20 } };
      }),
      on(recordTraining, () => {
        total += 1;
        return { status: 201, body: { id: '9f1c2a52-3a8e-4a8f-9a51-2d4f0f7f2b10', agreed: false } };
      }),
    );
    const { result } = renderHook(
      () => ({ stats: useQuery(trainingStatsQueryOptions()), tuning: useQuery(suggestedTuningQueryOptions()), record: useRecordTrainingMutation() }),
      { wrapper: createQueryWrapper() },
    );
    await waitFor(() => expect(result.current.stats.data?.totalEvaluations).toBe(0));
    await act(() => result.current.record.mutateAsync(RECORD));
    await waitFor(() => expect(result.current.stats.data?.totalEvaluations).toBe(1));
    expect(suggestionReads).toBe(2);
  });

  it('reads the game scenarios again after the quote-engine config is saved, as they are judged with it', async () => {
    let reads = 0;
    stubEndpoints(
      on(listTrainingGameScenarios, () => {
        reads += 1;
        return { status: 200, body: [] };
      }),
      on(saveQuoteEngineConfig, ({ body }) => ({ status: 200, body: { ...body, updatedAt: '2026-11-21T10:00:00.000Z' } })),
    );
    const { result } = renderHook(() => ({ scenarios: useQuery(trainingGameScenariosQueryOptions()), save: useSaveQuoteEngineConfigMutation() }), {
      wrapper: createQueryWrapper(),
    });
    await waitFor(() => expect(result.current.scenarios.isSuccess).toBe(true));
    await act(() => result.current.save.mutateAsync(DEFAULT_QUOTE_ENGINE_CONFIG));
    await waitFor(() => expect(reads).toBe(2));
  });

  it('exports with the filter on screen', () => {
    expect(toTrainingExportHref('recent')).toBe('/api/training/export.csv?filter=recent');
  });
});
