import { describe, expect, it, vi } from 'vitest';
import { analyseJob } from '#contracts/analysis.contract';
import { ApiError } from '#client/lib/api-client';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { requestJobAnalysis, toAnalysisErrorMessage } from './job-analysis-api';

describe('the job analysis', () => {
  it("fails with 'Failed to analyse job: {status} {body}'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubEndpoints(on(analyseJob, () => new Response('The analysis is unavailable', { status: 503 })));

    await expect(requestJobAnalysis('Fix a tap')).rejects.toThrow('Failed to analyse job: 503 The analysis is unavailable');
    expect(console.warn).toHaveBeenCalled();
  });

  it('uses the status text when the body is empty', () => {
    expect(toAnalysisErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Failed to analyse job: 502 Bad Gateway');
  });

  it('says 0 when the request never reached the server', () => {
    expect(toAnalysisErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to analyse job: 0 Failed to fetch');
  });
});
