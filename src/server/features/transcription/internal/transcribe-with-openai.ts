import { z } from 'zod';
import type { AudioFormat } from './sniff-audio-format';

/**
 * An OpenAI-compatible `/audio/transcriptions` service (OpenAI itself, or a self-hosted
 * whisper server), configured with STT_BASE_URL (including `/v1`, as LLM_BASE_URL is),
 * STT_API_KEY and STT_MODEL. Optional: the local engine is the default and the fall-back.
 */
export type RemoteSpeechConfig = { baseUrl: string; apiKey: string | undefined; model: string };

const TranscriptionSchema = z.object({ text: z.string() });

const MIME_TYPES: Record<AudioFormat, string> = { wav: 'audio/wav', webm: 'audio/webm', ogg: 'audio/ogg', mp4: 'audio/mp4' };
const EXTENSIONS: Record<AudioFormat, string> = { wav: 'wav', webm: 'webm', ogg: 'ogg', mp4: 'm4a' };

export class RemoteSpeechError extends Error {}

export async function transcribeWithOpenAi(
  config: RemoteSpeechConfig,
  audio: { bytes: Uint8Array; format: AudioFormat },
  options: { timeoutMs: number; fetchImpl?: typeof fetch },
): Promise<string> {
  const form = new FormData();
  const body = new Uint8Array(audio.bytes);
  form.append('file', new Blob([body], { type: MIME_TYPES[audio.format] }), `recording.${EXTENSIONS[audio.format]}`);
  form.append('model', config.model);
  form.append('response_format', 'json');
  // The firm's customers speak English; saying so spares the service a language guess.
  form.append('language', 'en');

  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : String(error);
    throw new RemoteSpeechError(`The speech service could not be reached: ${reason}`);
  }
  if (!response.ok) {
    throw new RemoteSpeechError(`The speech service answered ${response.status}.`);
  }
  const parsed = TranscriptionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new RemoteSpeechError('The speech service answered without a text.');
  return parsed.data.text;
}
