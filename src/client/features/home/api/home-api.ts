import { queryOptions } from '@tanstack/react-query';
import { extractSkills, generateVideoQuoteReasons } from '#contracts/analysis.contract';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { recommendQuoteMethod } from '#contracts/quote-engine.contract';
import { canRequestRecommendation } from '#domain/funnels/can-continue-from-stage';
import { DEFAULT_RECOMMENDED_METHOD } from '#domain/funnels/list-quote-method-options';
import { mapCustomerFlowAnswers } from '#domain/quote-engine/map-customer-flow-answers';
import { penceToWholePounds } from '#domain/money';
import { FALLBACK_SKILL } from '#domain/skills/extract-skills';
import { DEFAULT_VIDEO_QUOTE_REASONS } from '#domain/video-quote/generate-video-quote-reasons';
import { apiRequest } from '#client/lib/api-client';
import type { StoredRecommendation } from '#contracts/stored-analysis';
import type { HomeFlowData } from '../home-flow-store';

/**
 * The home flow's own calls (docs/product/shared-behaviour.md#customer-endpoints); those both
 * funnels make live in src/client/resources.
 */

export const homeKeys = {
  all: ['home-flow'] as const,
  skills: (jobDescription: string, taskIds: string) => [...homeKeys.all, 'skills', jobDescription, taskIds] as const,
  videoReasons: (funnelKey: string, jobDescription: string) => [...homeKeys.all, 'video-reasons', funnelKey, jobDescription] as const,
};

/** 'Failed to extract skills'; the card then shows General (docs/product/home-flow.md#skills-required). */
export function skillsQueryOptions(jobDescription: string, analysedJob: AnalysedJob | null) {
  const tasks = (analysedJob?.tasks ?? []).map(({ description, serviceType, skill }) => ({ description, serviceType, skill }));
  return queryOptions({
    queryKey: homeKeys.skills(jobDescription, tasks.map((task) => task.description).join('|')),
    queryFn: async ({ signal }) => {
      try {
        const { skills } = await apiRequest(extractSkills, { body: { jobDescription, tasks }, signal });
        return skills;
      } catch (error) {
        // Leaving the screen cancels the call; only a real failure is worth a line in the log.
        if (signal.aborted) throw error;
        console.warn('Failed to extract skills', error);
        throw new Error('Failed to extract skills', { cause: error });
      }
    },
    // Runs only when a description exists.
    enabled: jobDescription.trim() !== '',
    staleTime: Infinity,
  });
}

export const FALLBACK_SKILLS = [FALLBACK_SKILL] as const;

/**
 * Entering whatsapp_video without reasons starts their generation; on failure the three
 * default reasons are shown (docs/product/home-flow.md#video-quote-reasons).
 */
export function videoReasonsQueryOptions(data: HomeFlowData) {
  return queryOptions({
    queryKey: homeKeys.videoReasons(data.funnelKey, data.jobDescription),
    queryFn: async ({ signal }): Promise<readonly string[]> => {
      try {
        const { reasons } = await apiRequest(generateVideoQuoteReasons, {
          body: {
            jobDescription: data.jobDescription,
            analyzedJob: data.analysedJob ? { tasks: data.analysedJob.tasks } : null,
            customerDetails: {
              customerName: data.customerDetails.customerName,
              urgency: data.customerDetails.urgency,
              propertyType: data.customerDetails.propertyType || undefined,
            },
          },
          signal,
        });
        return reasons;
      } catch (error) {
        console.warn('The video quote reasons could not be generated', error);
        return DEFAULT_VIDEO_QUOTE_REASONS;
      }
    },
    enabled: data.jobDescription.trim() !== '' && data.analysedJob !== null,
    staleTime: Infinity,
  });
}

function toTotalPounds(data: HomeFlowData): number {
  return penceToWholePounds(data.analysedJob?.quote.totalPence ?? 0);
}

/**
 * The recommendation after the details are accepted
 * (docs/product/home-flow.md#recommendation-wait). It never fails: without the answers it needs it
 * is skipped, and an error falls back to a video quote.
 */
export async function requestRecommendation(data: HomeFlowData, signal?: AbortSignal): Promise<StoredRecommendation> {
  const fallback: StoredRecommendation = {
    recommendedType: DEFAULT_RECOMMENDED_METHOD,
    source: 'default',
    reasoning: [],
    quote: { total: toTotalPounds(data) },
  };
  if (!canRequestRecommendation(data)) return fallback;
  try {
    const answers = mapCustomerFlowAnswers({
      customerType: data.customerType,
      selectedJobType: data.selectedJobType,
      urgency: data.customerDetails.urgency,
    });
    const result = await apiRequest(recommendQuoteMethod, {
      body: { ...answers, jobDescription: data.jobDescription },
      signal,
    });
    return { ...fallback, recommendedType: result.recommendedType, source: 'quote_engine', reasoning: result.reasoning };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('The quote method recommendation failed; recommending a video quote', error);
    return fallback;
  }
}
