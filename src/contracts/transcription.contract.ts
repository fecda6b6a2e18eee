import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** At most 60 s and 5 MB of audio (ours, docs/product/voice-input.md#limits). */
export const MAX_AUDIO_SECONDS = 60;
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** The browser sends 16 kHz mono 16-bit WAV as recording.wav in the multipart field `audio`. */
export const AUDIO_FIELD_NAME = 'audio';
export const AUDIO_FILE_NAME = 'recording.wav';

export const transcribeAudio = defineEndpoint({
  method: 'POST',
  path: '/api/transcribe-audio',
  responses: { 200: z.object({ text: z.string() }) },
});

/**
 * Loads the local speech model ahead of the first clip (docs/product/voice-input.md#engines): the
 * browser calls it when a customer starts recording, so the model loads while they speak. The
 * server does not load it at start, which keeps an idle app small.
 */
export const warmUpTranscription = defineEndpoint({
  method: 'POST',
  path: '/api/transcribe-audio/warm-up',
  responses: { 202: z.object({ warming: z.boolean() }) },
});
