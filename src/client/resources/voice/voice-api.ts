import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { AUDIO_FIELD_NAME, AUDIO_FILE_NAME } from '#contracts/wire-constants';
import { ApiError, apiRequest, lazyEndpoint, parseProblem } from '#client/lib/api-client';

// The microphone is on the first screen: its contracts load with the first request
// (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
const transcriptionContract = () => import('#contracts/transcription.contract');
const getHealth = lazyEndpoint({ method: 'GET', path: '/api/health' }, async () => (await import('#contracts/health.contract')).getHealth);
const warmUpTranscription = lazyEndpoint(
  { method: 'POST', path: '/api/transcribe-audio/warm-up' },
  async () => (await transcriptionContract()).warmUpTranscription,
);
const transcribeAudio = lazyEndpoint({ method: 'POST', path: '/api/transcribe-audio' }, async () => (await transcriptionContract()).transcribeAudio);

export const voiceKeys = {
  all: ['voice'] as const,
  availability: () => [...voiceKeys.all, 'availability'] as const,
};

/**
 * Whether the server can turn speech into text (GET /api/health reports it). Anything but a
 * clear "available" hides the microphone, so a customer never speaks to a button that fails.
 */
export function voiceAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: voiceKeys.availability(),
    queryFn: async ({ signal }) => {
      try {
        const health = await apiRequest(getHealth, { signal });
        return health.voice === 'available';
      } catch {
        return false;
      }
    },
  });
}

export function useVoiceAvailability(): boolean {
  return useQuery(voiceAvailabilityQueryOptions()).data === true;
}

/**
 * POST /api/transcribe-audio. Multipart is the one body the api client does not build, so the
 * form is sent here; the answer is still parsed with the contract's schema.
 */
export async function uploadRecording(wav: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append(AUDIO_FIELD_NAME, wav, AUDIO_FILE_NAME);
  const loadingContract = transcribeAudio.load();
  loadingContract.catch(() => undefined);
  const response = await fetch(transcribeAudio.path, { method: transcribeAudio.method, credentials: 'include', body: form, signal });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, await parseProblem(text));
  }
  return (await loadingContract).responses[200].parse(safeJson(text)).text;
}

/**
 * Asks the server to load its speech model while the customer speaks, so the first clip does not
 * wait for it. Best effort: a failure changes nothing.
 */
export function warmUpSpeechEngine(): void {
  void apiRequest(warmUpTranscription, {}).catch(() => undefined);
}

export function useTranscribeRecordingMutation() {
  return useMutation({ mutationFn: (wav: Blob) => uploadRecording(wav) });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
