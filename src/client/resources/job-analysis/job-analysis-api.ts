import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError, lazyEndpoint } from '#client/lib/api-client';

// Asked from both funnels' first screens: the contract loads with the request
// (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
const analyseJob = lazyEndpoint({ method: 'POST', path: '/api/analyze-job' }, async () => (await import('#contracts/analysis.contract')).analyseJob);

/**
 * The job analysis both customer funnels ask for (POST /api/analyze-job). The caller shows
 * the 'Analysis Error' toast; the message format is the product's (docs/product/home-flow.md#errors).
 */

/** A failed analysis is logged and rethrown with this message. */
export function toAnalysisErrorMessage(error: unknown): string {
  if (isApiError(error)) return `Failed to analyse job: ${error.status} ${error.bodyText}`;
  const reason = error instanceof Error ? error.message : String(error);
  // No HTTP status when the request never reached the server (offline, aborted).
  return `Failed to analyse job: 0 ${reason}`;
}

export async function requestJobAnalysis(jobDescription: string) {
  try {
    return await apiRequest(analyseJob, { body: { jobDescription } });
  } catch (error) {
    const message = toAnalysisErrorMessage(error);
    console.warn(message, error);
    throw new Error(message, { cause: error });
  }
}

export function useAnalyseJobMutation() {
  return useMutation({ mutationFn: requestJobAnalysis });
}
